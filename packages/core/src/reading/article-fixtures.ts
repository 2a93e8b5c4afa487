import type { Article } from "../contract/articles.ts";

// An article as GET /{series}/{id} answers it, for tests here and in the apps: by default a paid
// News Topics article the API gave a visitor without its text (the lead, and why not the rest);
// `change` makes it another.

export const articleFixture = (change: Partial<Article> = {}): Article => ({
  id: 104,
  series: {
    id: "NewsForBeginner",
    name: "News Topics",
    nameJa: "ニュース",
    path: "news-topics",
    category: "News",
    level: "beginner",
    hasAudio: false,
    isFinished: false,
    description: "",
  },
  issueDate: "2026-11-14",
  publishedAt: "2026-11-13T21:01:00Z",
  level: "beginner",
  isFree: false,
  titleEn: "The harbour",
  titleJa: "港",
  lead: { en: "The ship left the harbour.", ja: "船は港を出た。" },
  credits: { author: "", illustrator: "" },
  images: { main: null, thumbnail: null },
  access: false,
  reason: "login",
  body: null,
  ...change,
});
