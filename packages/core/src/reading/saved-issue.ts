import { type AuthorizationRight, isRightValid } from "../access/rights.ts";
import type { Article } from "../contract/articles.ts";
import { basePath } from "../site/base-path.ts";
import { optimisedImageUrl } from "../site/images.ts";
import { savedIssueCacheName } from "./saved-issue-cache.ts";

// What "この号を保存" keeps for a reader (docs/product/offline-and-reading-comfort.md#saving-an-issue):
// every article of the issue the reader may read, each as its page (the HTML everyone gets), the API's
// answer for that reader (the paid text), its main image and its audio file. All of it goes into one
// cache named for the account, which sign-out deletes. The audio's URL is signed and expires, so its
// bytes are kept under a URL of their own that names the account instead.

const accountParam = "saved";

export type SavedPart = "page" | "article" | "image" | "audio";

/** One file of a saved issue: fetched at url, kept under key. */
export interface SavedEntry {
  part: SavedPart;
  articleId: number;
  url: string;
  key: string;
}

export interface SavedIssuePlace {
  siteOrigin: string;
  /** The API's base URL the article page reads from. */
  apiUrl: string;
  account: string;
  /** The width the article page asks its main image at on this device. */
  imageWidth: number;
}

const staticUrl = (siteOrigin: string, path: string) => `${siteOrigin}${basePath}/static/${path.replace(/^\/+/, "")}`;

/** The path under /static an audio file is kept under for account: its path without the signature. */
const savedAudioPath = (signedPath: string, account: string) =>
  `${signedPath.split("?")[0]}?${accountParam}=${encodeURIComponent(account)}`;

/** Only articles the API gave this reader the text of: a free member's paid articles are left out. */
export const readableArticles = (articles: Article[]): Article[] =>
  articles.filter((article) => article.access && article.body !== null);

/** How many of the readable articles are paid: their text is what a lapsed right takes away again. */
export const paidArticleCount = (articles: Article[]): number =>
  readableArticles(articles).filter((article) => !article.isFree).length;

/**
 * Whether a saved issue may stay on the device: paid text stays only while the account may read paid
 * text (a right that lapsed, was revoked or lost its preview code takes it away); free articles stay.
 */
export const savedIssueMayStay = (paidArticles: number, right: AuthorizationRight, now: number): boolean =>
  paidArticles === 0 || isRightValid(right, now);

/** The API's answer as it is kept: the audio named by its saved URL, which the service worker answers. */
export function savedArticle(article: Article, account: string): Article {
  const audio = article.body?.audio;
  if (!article.body || !audio) return article;
  return { ...article, body: { ...article.body, audio: { ...audio, url: savedAudioPath(audio.url, account) } } };
}

/** Every file that makes up the saved issue, for the articles the reader may read. */
export function savedIssueEntries(articles: Article[], place: SavedIssuePlace): SavedEntry[] {
  return readableArticles(articles).flatMap((article) => {
    const articleId = article.id;
    const articlePath = `/${article.series.path}/${article.id}`;
    const page = `${place.siteOrigin}${basePath}${articlePath}`;
    const answer = `${place.apiUrl}${articlePath}`;
    const entries: SavedEntry[] = [
      { part: "page", articleId, url: page, key: page },
      { part: "article", articleId, url: answer, key: answer },
    ];
    const image = article.images.main;
    if (image) {
      const url = `${place.siteOrigin}${optimisedImageUrl({ src: `/static/${image.path}`, width: place.imageWidth })}`;
      entries.push({ part: "image", articleId, url, key: url });
    }
    const audio = article.body?.audio;
    if (audio) {
      entries.push({
        part: "audio",
        articleId,
        url: staticUrl(place.siteOrigin, audio.url),
        key: staticUrl(place.siteOrigin, savedAudioPath(audio.url, place.account)),
      });
    }
    return entries;
  });
}

/**
 * The cache a request for a saved audio file is answered from, or null for any other request: the
 * account is in the URL, so one account's audio is never looked up in another's cache.
 */
export function savedAudioCache(url: string, siteOrigin: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  const account = parsed.searchParams.get(accountParam);
  if (parsed.origin !== siteOrigin || !account || !parsed.pathname.startsWith(`${basePath}/static/media/audio/`))
    return null;
  return savedIssueCacheName(account);
}

/** The API's answer exactly as the saved issue keeps it (its text is what the size counts). */
export const keptArticleText = (article: Article, account: string): string =>
  JSON.stringify(savedArticle(article, account));

/** What a server's answer says of a file's size. */
export interface AnsweredFile {
  status: number;
  contentLength: string | null;
  contentRange: string | null;
  contentEncoding: string | null;
}

const wholeLength = /^bytes \d+-\d+\/(\d+)$/;

/**
 * The size a file takes once kept, as the answer to a HEAD or a first-byte range request says it, or
 * null when it does not: a saved file is kept decoded, so the length of a compressed answer is not its
 * size, and an answer without a length says nothing. The offer made before saving and the figure after
 * count the same bytes: the saving code sizes each file it will fetch with this, then keeps the bytes.
 */
export function answeredSize(answer: AnsweredFile): number | null {
  const encoding = answer.contentEncoding?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return null;
  if (answer.status === 206) {
    const total = answer.contentRange?.trim().match(wholeLength)?.[1];
    return total === undefined ? null : Number(total);
  }
  if (answer.status !== 200 || answer.contentLength === null || !/^\d+$/.test(answer.contentLength.trim())) return null;
  return Number(answer.contentLength.trim());
}

/** The issue's size from the sizes the server gave; known is false when some file's size was not given. */
export function savedIssueSize(sizes: (number | null)[]): { bytes: number; known: boolean } {
  return {
    bytes: sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0),
    known: sizes.every((size) => size !== null),
  };
}
