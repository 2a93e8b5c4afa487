import type { Article } from "@awd/core/contract/articles";
import type { AuthorizationRight } from "@awd/core/rights";
import {
  answeredSize,
  keptArticleText,
  paidArticleCount,
  type SavedEntry,
  savedIssueEntries,
  savedIssueMayStay,
  savedIssueSize,
} from "@awd/core/saved-issue";
import { isSavedIssueCache, savedIssueCacheName } from "@awd/core/saved-issue-cache";
import { articleShowRoute, articlesListRoute } from "@/api/articles.generated";
import { browserApi } from "@/auth/browser-api";
import { publicConfig } from "@/auth/public-config";
import { forgetSavedAccount, rememberSavedAccount, savedAccount, savedIssueChangedEvent } from "./saved-account";

// Saving an issue for offline reading (docs/product/offline-and-reading-comfort.md#saving-an-issue),
// loaded when the reader first asks: core says which files, this fetches them into the account's cache.

/** What the reader is asked to confirm: the files and their size. */
export interface IssuePlan {
  issueDate: string;
  account: string;
  articles: Article[];
  entries: SavedEntry[];
  size: { bytes: number; known: boolean };
}

/** What the cache says about the saved issue (kept beside its files). */
export interface SavedIssueRecord {
  issueDate: string;
  bytes: number;
  articles: number;
  /** of which paid: their text leaves the device when the account's right does */
  paidArticles: number;
  seconds: number;
}

const recordKey = () => `${window.location.origin}/awd/saved-issue`;

/** An opaque key of the account: the cache's name shows nothing of the reader. */
export async function accountKey(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.toLowerCase()));
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The main image at the width the article page asks for it on this screen ("(max-width: 820px) 100vw, 720px").
const articleImageWidth = () =>
  Math.ceil((window.innerWidth <= 820 ? window.innerWidth : 720) * (window.devicePixelRatio || 1));

const sizeSaid = (answer: Response | null) =>
  answer?.ok
    ? answeredSize({
        status: answer.status,
        contentLength: answer.headers.get("content-length"),
        contentRange: answer.headers.get("content-range"),
        contentEncoding: answer.headers.get("content-encoding"),
      })
    : null;

/**
 * The bytes an entry will take once kept, which is what the saved issue's size adds up afterwards:
 * the kept answer's own text for the API's answer; for a file, the length a HEAD says, else the whole
 * length a first-byte request says (the audio answers a HEAD without one), else that answer's body.
 */
const sizeOf = async (entry: SavedEntry, articles: Map<number, Article>, account: string): Promise<number | null> => {
  if (entry.part === "article") {
    const article = articles.get(entry.articleId);
    return article ? new TextEncoder().encode(keptArticleText(article, account)).byteLength : null;
  }
  const head = sizeSaid(await fetch(entry.url, { method: "HEAD" }).catch(() => null));
  if (head !== null) return head;
  const first = await fetch(entry.url, { headers: { range: "bytes=0-0" } }).catch(() => null);
  const whole = sizeSaid(first);
  if (whole !== null || !first?.ok) {
    void first?.body?.cancel().catch(() => undefined);
    return whole;
  }
  return (await first.arrayBuffer()).byteLength;
};

/** Reads the issue's articles as the API gives them to this reader, and the size of every file. */
export async function planIssue(issueDate: string, account: string): Promise<IssuePlan> {
  const page = await browserApi(articlesListRoute, { query: { issue: issueDate, limit: 50 } });
  const articles = await Promise.all(
    page.items.map((item) => browserApi(articleShowRoute, { params: { seriesPath: item.seriesPath, id: item.id } })),
  );
  const entries = savedIssueEntries(articles, {
    siteOrigin: window.location.origin,
    apiUrl: publicConfig.readApiUrl,
    account,
    imageWidth: articleImageWidth(),
  });
  const byId = new Map(articles.map((article) => [article.id, article]));
  const sizes = await Promise.all(entries.map((entry) => sizeOf(entry, byId, account)));
  return { issueDate, account, articles, entries, size: savedIssueSize(sizes) };
}

const keptAnswer = async (entry: SavedEntry, plan: IssuePlan): Promise<Response> => {
  if (entry.part === "article") {
    const article = plan.articles.find((candidate) => candidate.id === entry.articleId) as Article;
    return new Response(keptArticleText(article, plan.account), {
      headers: { "content-type": "application/json" },
    });
  }
  const answer = await fetch(entry.url);
  if (!answer.ok) throw new Error(`${entry.url}: ${answer.status}`);
  return answer;
};

/**
 * Fetches every file of the plan into the account's cache, telling onProgress how many are done. An
 * issue saved earlier is replaced; a failure leaves nothing half saved.
 */
export async function saveIssue(plan: IssuePlan, onProgress: (done: number, total: number) => void) {
  const started = performance.now();
  const name = savedIssueCacheName(plan.account);
  await caches.delete(name);
  rememberSavedAccount(plan.account);
  // The issue saved before is gone: what showed it as saved reads again.
  window.dispatchEvent(new Event(savedIssueChangedEvent));
  const cache = await caches.open(name);
  let done = 0;
  let bytes = 0;
  try {
    for (const entry of plan.entries) {
      const answer = await keptAnswer(entry, plan);
      const body = await answer.arrayBuffer();
      bytes += body.byteLength;
      // Only the type: the body is already decoded, and the network's caching headers do not apply here.
      const type = answer.headers.get("content-type") ?? "application/octet-stream";
      await cache.put(entry.key, new Response(body, { status: 200, headers: { "content-type": type } }));
      done += 1;
      onProgress(done, plan.entries.length);
    }
  } catch (error) {
    await caches.delete(name);
    forgetSavedAccount();
    window.dispatchEvent(new Event(savedIssueChangedEvent));
    throw error;
  }
  const record: SavedIssueRecord = {
    issueDate: plan.issueDate,
    bytes,
    articles: new Set(plan.entries.map((entry) => entry.articleId)).size,
    paidArticles: paidArticleCount(plan.articles),
    seconds: (performance.now() - started) / 1000,
  };
  await cache.put(recordKey(), Response.json(record));
  window.dispatchEvent(new Event(savedIssueChangedEvent));
  return record;
}

/** The issue this account has saved, if any. */
export async function savedIssueOf(account: string): Promise<SavedIssueRecord | null> {
  if (!(await caches.has(savedIssueCacheName(account)))) return null;
  const answer = await (await caches.open(savedIssueCacheName(account))).match(recordKey());
  return answer ? ((await answer.json()) as SavedIssueRecord) : null;
}

export async function removeSavedIssue(account: string) {
  forgetSavedAccount();
  await caches.delete(savedIssueCacheName(account));
  window.dispatchEvent(new Event(savedIssueChangedEvent));
}

/** Sign-out: every saved issue on this device goes, whichever account saved it. */
export async function forgetSavedIssues() {
  forgetSavedAccount();
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(names.filter(isSavedIssueCache).map((name) => caches.delete(name)));
  window.dispatchEvent(new Event(savedIssueChangedEvent));
}

/** The account's right as the API just confirmed it: a saved issue's paid text goes when the right has. */
export async function keepOnlyWithRight(right: AuthorizationRight) {
  const account = savedAccount();
  const record = account ? await savedIssueOf(account) : null;
  if (account && record && !savedIssueMayStay(record.paidArticles, right, Date.now())) await removeSavedIssue(account);
}

/** Another account signed in on this device: the issue saved by the earlier one goes. */
export async function keepOnlyAccountOf(email: string) {
  const saved = savedAccount();
  if (saved && saved !== (await accountKey(email))) await forgetSavedIssues();
}
