import type { Article } from "@awd/core/contract/articles";
import { breadcrumbJsonLd, newsArticleJsonLd } from "@awd/core/structured-data";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { articlesListRoute } from "@/api/articles.generated";
import { PageTop } from "@/components/site/PageTop";
import { StructuredData } from "@/components/site/StructuredData";
import { prerenderedArticles, readArticle, relatedArticles } from "@/lib/content";
import { articleHref, seriesHref } from "@/lib/paths";
import { breadcrumbs, seriesFeedLink } from "@/lib/search-engine-files";
import { absoluteFileUrl, absoluteUrl, publisherLogoUrl, shareMetadata } from "@/lib/share-metadata";
import { siteMessages } from "@/messages/site";
import { ArticleView } from "@/views/ArticleView";

// The newest articles are prerendered with their public part (and, when free, their full text);
// every other one, old or new, is rendered on its first request and kept (an unknown id never gets
// here: proxy.ts answers it 404). All are regenerated hourly and on content import.
// docs/product/site-and-urls.md#prerendered-pages
export const revalidate = 3600;
export const dynamicParams = true;

type Params = { series: string; id: string };

export async function generateStaticParams(): Promise<Params[]> {
  return (await prerenderedArticles(articlesListRoute)).map((a) => ({ series: a.seriesPath, id: String(a.id) }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { series, id } = await params;
  const article = await readArticle(series, id);
  return article
    ? shareMetadata({
        title: `${article.titleEn}（${article.titleJa}）`,
        description: article.lead.en,
        image: article.images.main,
        canonical: articleHref(article.series.path, article.id),
        feed: seriesFeedLink(article.series),
        article: { publishedAt: article.publishedAt, section: article.series.name },
      })
    : {};
}

/** What crawlers read of the article: the NewsArticle (with the paywall markup when paid) and its crumbs. */
const articleStructuredData = (article: Article) => [
  newsArticleJsonLd({
    url: absoluteUrl(articleHref(article.series.path, article.id)),
    titleEn: article.titleEn,
    titleJa: article.titleJa,
    leadEn: article.lead.en,
    publishedAt: article.publishedAt,
    modifiedAt: article.publishedAt,
    author: article.credits.author,
    imageUrls: article.images.main ? [absoluteFileUrl(article.images.main.path)] : [],
    isFree: article.isFree,
    series: { name: article.series.name, url: absoluteUrl(seriesHref(article.series.path)) },
    publisher: { name: siteMessages.siteName, url: absoluteUrl("/"), logoUrl: publisherLogoUrl },
  }),
  breadcrumbJsonLd(breadcrumbs(article.series, article)),
];

export default async function ArticlePage({ params }: { params: Promise<Params> }) {
  const { series, id } = await params;
  const article = await readArticle(series, id);
  if (!article) notFound();
  const related = await relatedArticles(article.id);
  return (
    <>
      <StructuredData data={articleStructuredData(article)} />
      <PageTop current={article.series.category} />
      <ArticleView article={article} related={related} />
    </>
  );
}
