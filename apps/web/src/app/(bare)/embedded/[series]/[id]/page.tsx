import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ImageFallback } from "@/components/site/ImageFallback.island";
import { readArticle } from "@/lib/content";
import { ArticleView } from "@/views/ArticleView";
import styles from "./page.module.css";

// /embedded/{seriesPath}/{id}: an article without header, footer or providers, for
// partner sites that frame it. Rendered on first request, then kept and regenerated (ISR).
export const revalidate = 3600;

type Params = { series: string; id: string };

export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { series, id } = await params;
  const article = await readArticle(series, id);
  return article ? { title: article.titleEn, robots: { index: false } } : {};
}

export default async function EmbeddedArticlePage({ params }: { params: Promise<Params> }) {
  const { series, id } = await params;
  const article = await readArticle(series, id);
  if (!article) notFound();
  return (
    <main className={styles.page}>
      <ArticleView article={article} related={[]} />
      <ImageFallback />
    </main>
  );
}
