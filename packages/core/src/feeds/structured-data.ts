// docs/product/search-engines-and-feeds.md#structured-data: the JSON-LD of article and series pages
// (schema.org NewsArticle and BreadcrumbList). A paid article says so with the markup search
// engines document for subscription content: not free, and the page element that holds the paid
// part named by a CSS class the article page gives that element.

/** The class of the element that holds a paid article's text (the part a subscriber reads). */
export const paidPartClass = "awd-paid-part";

export interface Crumb {
  name: string;
  url: string;
}

export interface NewsArticleFacts {
  url: string;
  titleEn: string;
  titleJa: string;
  leadEn: string;
  /** ISO 8601 instants. */
  publishedAt: string;
  modifiedAt: string;
  author: string;
  imageUrls: readonly string[];
  isFree: boolean;
  series: { name: string; url: string };
  publisher: { name: string; url: string; logoUrl: string };
}

/** schema.org NewsArticle for one article page. */
export function newsArticleJsonLd(facts: NewsArticleFacts): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": facts.url },
    url: facts.url,
    headline: facts.titleEn,
    alternativeHeadline: facts.titleJa,
    description: facts.leadEn,
    inLanguage: ["en", "ja"],
    datePublished: facts.publishedAt,
    dateModified: facts.modifiedAt,
    ...(facts.author && { author: { "@type": "Person", name: facts.author } }),
    ...(facts.imageUrls.length > 0 && { image: [...facts.imageUrls] }),
    isPartOf: { "@type": "CreativeWorkSeries", name: facts.series.name, url: facts.series.url },
    publisher: {
      "@type": "Organization",
      name: facts.publisher.name,
      url: facts.publisher.url,
      logo: { "@type": "ImageObject", url: facts.publisher.logoUrl },
    },
    isAccessibleForFree: facts.isFree,
    ...(!facts.isFree && {
      hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: `.${paidPartClass}` },
    }),
  };
}

/** schema.org BreadcrumbList: the crumbs from the site's home to the page, in order. */
export const breadcrumbJsonLd = (crumbs: readonly Crumb[]): Record<string, unknown> => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

/**
 * JSON as the text of a <script type="application/ld+json">: "<" is written as its escape, so no
 * value (a title with "</script>") can end the element early; the JSON means the same.
 */
export const jsonLdScriptText = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
