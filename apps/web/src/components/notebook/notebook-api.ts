import { authHeaders } from "@awd/core/auth-header";
import type { ArticleSummary } from "@awd/core/contract/articles";
import type { NotebookWord } from "@awd/core/contract/notebook";
import type { WordsQuery } from "@awd/core/notebook-words-query";
import type { ReviewGrade } from "@awd/core/review-schedule";
import { articleShowRoute, articlesListRoute } from "@/api/articles.generated";
import {
  notebookDeleteRoute,
  notebookExportAnkiRoute,
  notebookExportCsvRoute,
  notebookListRoute,
  notebookNoteRoute,
  reviewDueCountRoute,
  reviewDueRoute,
  reviewGradeRoute,
} from "@/api/notebook.generated";
import { browserApi } from "@/auth/browser-api";
import { publicConfig } from "@/auth/public-config";
import { sessionCredentials } from "@/auth/session-store";
import { ApiRequestError } from "@/lib/api-client";
import { type ApiRoute, pathOf } from "@/lib/api-route";
import { publishDueCount } from "./due-count-store";

// docs/product/notebook.md: the reader's notebook and review queue, through the API with the
// reader's credentials. Reads are asked again by browserApi's rule; writes are not.

export const notebookWords = ({ q, sort, page }: WordsQuery, signal?: AbortSignal) =>
  browserApi(notebookListRoute, {
    query: { sort, p: page, q: q.trim() === "" ? undefined : q.trim() },
    retries: { signal },
  });

export const saveNote = (id: number, note: string) => browserApi(notebookNoteRoute, { params: { id }, body: { note } });

export const deleteWord = (id: number) => browserApi(notebookDeleteRoute, { params: { id } });

export const dueCards = (signal?: AbortSignal) => browserApi(reviewDueRoute, { retries: { signal } });

export const dueCount = (signal?: AbortSignal) =>
  browserApi(reviewDueCountRoute, { retries: { signal } }).then((answer) => answer.dueCount);

/**
 * Asks for the due count again (the review screen, after a grade) for the header's badge; a failure
 * leaves the last count, the badge being a reminder and no more. Every other page publishes its
 * count from its after-paint answer (auth/after-paint.ts), so this module stays out of their first load.
 */
export const refreshDueCount = (): Promise<void> => dueCount().then(publishDueCount, () => undefined);

/** A grade names the reviewCount the card was shown at, so sending it again counts once. */
export const gradeCard = (card: NotebookWord, grade: ReviewGrade) =>
  browserApi(reviewGradeRoute, {
    params: { id: card.id },
    body: { grade, reviewCount: card.review.reviewCount },
    retries: {},
  });

/** The articles the words were saved from (their series path makes the link), by id. */
export async function articlesOf(ids: readonly number[], signal?: AbortSignal): Promise<Map<number, ArticleSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const page = await browserApi(articlesListRoute, {
    query: { contentIds: unique.join(","), limit: unique.length },
    retries: { signal },
  });
  return new Map(page.items.map((article) => [article.id, article]));
}

/** The article as this reader may read it: its audio and sentence timings come with the body. */
export const articleFor = (summary: ArticleSummary, signal?: AbortSignal) =>
  browserApi(articleShowRoute, { params: { seriesPath: summary.seriesPath, id: summary.id }, retries: { signal } });

export type ExportFormat = "csv" | "anki";

const exportFiles: Record<ExportFormat, { route: ApiRoute; extension: string }> = {
  csv: { route: notebookExportCsvRoute, extension: "csv" },
  anki: { route: notebookExportAnkiRoute, extension: "txt" },
};

/** Refused for now (429): after how many seconds another download is taken. */
export class ExportLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("notebook export limited");
  }
}

/**
 * Downloads the whole notebook as a file. The credentials are headers, which a plain link cannot
 * send: the file is fetched, then handed to the browser as a download of its own bytes.
 */
export async function downloadNotebook(format: ExportFormat, today: string): Promise<void> {
  const { route, extension } = exportFiles[format];
  const response = await fetch(`${publicConfig.readApiUrl}${pathOf(route)}`, {
    headers: authHeaders(await sessionCredentials()),
    credentials: "include",
  });
  if (response.status === 429) throw new ExportLimitedError(Number(response.headers.get("retry-after")) || 3600);
  if (!response.ok) throw new ApiRequestError(response.status, "");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `awd-notebook-${today}.${extension}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the download; the next tick frees them.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
