import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { audiosListRoute } from "@/api/articles.generated";
import { articleById, prerenderedArticles, readArticle } from "@/lib/content";
import { audioHref } from "@/lib/paths";
import { shareMetadata } from "@/lib/share-metadata";
import { audioMessages } from "@/messages/audio";
import { AudioView } from "@/views/AudioView";

// Like the article's page: the newest prerendered, every other one rendered on its first request and
// kept (docs/product/site-and-urls.md#prerendered-pages).
export const revalidate = 3600;
export const dynamicParams = true;

type Params = { id: string };

export async function generateStaticParams(): Promise<Params[]> {
  return (await prerenderedArticles(audiosListRoute)).map((a) => ({ id: String(a.id) }));
}

const findAudioArticle = async (id: string) => {
  if (!/^\d{1,9}$/.test(id)) return null;
  const summary = await articleById(Number(id));
  if (!summary?.hasAudio) return null;
  return readArticle(summary.seriesPath, id);
};

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const article = await findAudioArticle((await params).id);
  return article
    ? shareMetadata({
        title: `${audioMessages.title}: ${article.titleEn}`,
        description: article.lead.en,
        image: article.images.main,
        canonical: audioHref(article.id),
      })
    : {};
}

export default async function AudioPage({ params }: { params: Promise<Params> }) {
  const article = await findAudioArticle((await params).id);
  if (!article) notFound();
  return <AudioView article={article} />;
}
