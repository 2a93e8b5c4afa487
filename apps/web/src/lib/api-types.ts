import type { AccessDenial } from "@awd/core/article-access";
import type { Category, Level } from "@awd/core/categories";
import type { Series } from "@awd/core/series";

// The read API's answers, as the web uses them (apps/api/src/schemas.ts and routes/ define them).

export type { Series };

/** An image record; the path is relative to the static root ("media/images/101-main.webp"). */
export interface Image {
  path: string;
  width: number;
  height: number;
  blurhash: string;
  imageDescription: string;
}

export interface ArticleSummary {
  id: number;
  seriesId: string;
  seriesPath: string;
  seriesName: string;
  category: Category;
  level: Level;
  titleEn: string;
  titleJa: string;
  leadEn: string;
  publishedAt: string;
  isFree: boolean;
  hasAudio: boolean;
  thumbnail: Image | null;
}

export interface ArticlePage {
  items: ArticleSummary[];
  total: number;
  limit: number;
  offset: number;
}

export interface Bilingual {
  en: string;
  ja: string;
}

export interface GlossaryEntry {
  word: string;
  partOfSpeech: string;
  meaning: string;
}

/** choice: answer is the index as text; dictation and repeat: answer is the sentence, question its Japanese. */
export interface QuizItem {
  kind: "choice" | "dictation" | "repeat";
  question: string;
  choices: string[];
  answer: string;
  explanation: string;
}

/** paragraph 0 is the lead, 1.. the body paragraphs; sentence as split by splitSentences. */
export interface SentenceTiming {
  paragraph: number;
  sentence: number;
  text: string;
  startMs: number;
  endMs: number;
}

export interface AudioTrack {
  /** relative to the static root, may carry a query (a signed URL for paid audio) */
  url: string;
  durationMs: number;
  sentences: SentenceTiming[];
}

export interface ArticleBody {
  paragraphs: Bilingual[];
  glossary: GlossaryEntry[];
  quiz: QuizItem[];
  audio: AudioTrack | null;
}

export interface Article {
  id: number;
  series: Series;
  issueDate: string;
  publishedAt: string;
  level: Level;
  isFree: boolean;
  titleEn: string;
  titleJa: string;
  lead: Bilingual;
  credits: { author: string; illustrator: string };
  images: { main: Image | null; thumbnail: Image | null };
  access: boolean;
  reason: AccessDenial | null;
  body: ArticleBody | null;
}

export interface Notice {
  id: number | string;
  message: string;
  url: string | null;
}

/** A part of a search hit's snippet: plain text; match marks the words the query found. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** One hit of GET /search; the article is at /{content}/{contentId}. */
export interface SearchHit {
  objectID: string;
  articleId: number;
  contentId: string;
  content: string;
  magazineName: string;
  level: Level;
  titleEn: string;
  titleJa: string;
  /** relative to the static root */
  thumbnail: string;
  snippet: SnippetPart[];
  snippetLanguage: "en" | "ja";
  publishedAt: string;
}

export interface SearchPage {
  items: SearchHit[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
