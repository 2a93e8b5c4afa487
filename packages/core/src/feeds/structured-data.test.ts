import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, jsonLdScriptText, type NewsArticleFacts, newsArticleJsonLd } from "./structured-data.ts";

const facts: NewsArticleFacts = {
  url: "https://awd.example/awd/advanced-news/201",
  titleEn: "Rice Map Shifts North",
  titleJa: "コメの産地地図が北へ",
  leadEn: "For generations…",
  publishedAt: "2026-10-10T06:02:00+09:00",
  modifiedAt: "2026-10-10T06:02:00+09:00",
  author: "Jane Doe",
  imageUrls: ["https://awd.example/awd/static/media/images/201-main.webp"],
  isFree: false,
  series: { name: "News for Advance", url: "https://awd.example/awd/advanced-news" },
  publisher: { name: "AWD", url: "https://awd.example/awd", logoUrl: "https://awd.example/awd/icon.svg" },
};

describe("newsArticleJsonLd", () => {
  it("names the headline in both languages, the dates, the author, the image and the series", () => {
    expect(newsArticleJsonLd(facts)).toMatchObject({
      "@type": "NewsArticle",
      headline: "Rice Map Shifts North",
      alternativeHeadline: "コメの産地地図が北へ",
      datePublished: "2026-10-10T06:02:00+09:00",
      dateModified: "2026-10-10T06:02:00+09:00",
      author: { "@type": "Person", name: "Jane Doe" },
      image: ["https://awd.example/awd/static/media/images/201-main.webp"],
      isPartOf: { name: "News for Advance", url: "https://awd.example/awd/advanced-news" },
    });
  });

  it.each([
    [false, { isAccessibleForFree: false, hasPart: { isAccessibleForFree: false, cssSelector: ".awd-paid-part" } }],
    [true, { isAccessibleForFree: true }],
  ])("marks the paid part when the article is free: %s", (isFree, expected) => {
    const data = newsArticleJsonLd({ ...facts, isFree });
    expect(data).toMatchObject(expected);
    if (isFree) expect(data).not.toHaveProperty("hasPart");
  });

  it("leaves out an author and images the article does not have", () => {
    const data = newsArticleJsonLd({ ...facts, author: "", imageUrls: [] });
    expect(data).not.toHaveProperty("author");
    expect(data).not.toHaveProperty("image");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1 in order", () => {
    expect(
      breadcrumbJsonLd([
        { name: "AWD", url: "https://awd.example/awd" },
        { name: "News", url: "https://awd.example/awd/advanced-news" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "AWD", item: "https://awd.example/awd" },
        { "@type": "ListItem", position: 2, name: "News", item: "https://awd.example/awd/advanced-news" },
      ],
    });
  });
});

describe("jsonLdScriptText", () => {
  it("cannot close its script element, and parses back to the same data", () => {
    const data = { headline: "</script><script>alert(1)</script>", line: "a\u2028b" };
    const text = jsonLdScriptText(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});
