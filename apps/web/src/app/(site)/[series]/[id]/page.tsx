import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageTop } from "@/components/site/PageTop";
import { allArticles, readArticle, relatedArticles } from "@/lib/content";
import { shareMetadata } from "@/lib/share-metadata";
import { ArticleView } from "@/views/ArticleView";

// Every article is prerendered with its public part (and, when free, its full text), then
// regenerated hourly and on content import; a new article is rendered on its first request and kept.
export const revalidate = 3600;

type Params = { series: string; id: string };

export async function generateStaticParams(): Promise<Params[]> {
  return (await allArticles("/articles")).map((a) => ({ series: a.seriesPath, id: String(a.id) }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { series, id } = await params;
  const article = await readArticle(series, id);
  return article
    ? shareMetadata({
        title: `${article.titleEn}（${article.titleJa}）`,
        description: article.lead.en,
        image: article.images.main,
      })
    : {};
}

export default async function ArticlePage({ params }: { params: Promise<Params> }) {
  const { series, id } = await params;
  const article = await readArticle(series, id);
  if (!article) notFound();
  const related = await relatedArticles(article.id);
  return (
    <>
      <PageTop current={article.series.category} />
      <ArticleView article={article} related={related} />
    </>
  );
}
