import { readingLimits } from "@awd/core/constants";
import type { AfterPaint } from "@awd/core/contract/after-paint";
import { rightFetchFailure } from "@awd/core/request-failure";
import type { AuthorizationRight } from "@awd/core/rights";
import { readerAfterPaintRoute } from "@/api/after-paint.generated";
import { authRightRoute } from "@/api/auth.generated";
import { publishDueCount } from "@/components/notebook/due-count-store";
import { afterPaintQuery, coversIds } from "./after-paint-request";
import { browserApi } from "./browser-api";

// docs/product/sign-in-and-accounts.md#after-the-page-is-painted: what a signed-in reader's page asks
// the API once painted (the right, the review's due count, which of its articles the reader
// finished) comes in one request per page, shared by the islands that show each part. The request
// goes to the site's own origin (docs/adr/017), so no preflight comes before it.

/** The ids of the article cards on this page (ArticleCard's data-article-id), as many as the API reads. */
export const pageArticleIds = (): string[] =>
  [...new Set([...document.querySelectorAll("[data-article-id]")].map((card) => card.getAttribute("data-article-id")))]
    .filter((id): id is string => id !== null && /^\d+$/.test(id))
    .slice(0, readingLimits.finishedQueryMaxIds);

interface Asked {
  href: string;
  ids: readonly string[];
  answer: Promise<AfterPaint>;
  controller: AbortController;
  retried: Set<(error: unknown) => void>;
}

let asked: Asked | undefined;

// A free member's or a refused token's answer is final, whichever request brings the right.
const isFinal = (error: unknown) => rightFetchFailure(error) !== "unknown";

export interface AfterPaintAsk {
  /** Asks again for the same page: the right is fetched again (a reload, a session run out). */
  fresh?: boolean;
  /** Told of each failure that will be asked again, so the page can say so meanwhile. */
  onRetry?: (error: unknown) => void;
}

/**
 * This page's answer: asked once for the page (its URL and the cards it shows), again only when
 * fresh or when it shows cards the last request did not ask about. A request for a page the reader
 * left is given up. The due count goes to the header's badge; a failure leaves the last count.
 */
export function askAfterPaint({ fresh = false, onRetry }: AfterPaintAsk = {}): Promise<AfterPaint> {
  const href = window.location.href;
  const ids = pageArticleIds();
  if (!fresh && asked && asked.href === href && coversIds(asked.ids, ids)) {
    if (onRetry) asked.retried.add(onRetry);
    return asked.answer;
  }
  if (asked && asked.href !== href) asked.controller.abort();
  const controller = new AbortController();
  const retried = new Set(onRetry ? [onRetry] : []);
  const answer = browserApi(readerAfterPaintRoute, {
    query: afterPaintQuery(ids),
    retries: {
      signal: controller.signal,
      onRetry: (error) => {
        for (const told of retried) told(error);
      },
      isFinal,
    },
  });
  const current: Asked = { href, ids, answer, controller, retried };
  asked = current;
  answer.then(
    ({ dueCount }) => asked === current && publishDueCount(dueCount),
    () => undefined,
  );
  return answer;
}

/**
 * The reader's right: with the page's after-paint answer for an account, alone for an alliance
 * visitor, who has no notebook and no reading history to ask about.
 */
export const askRight = (account: boolean, signal: AbortSignal, ask: AfterPaintAsk): Promise<AuthorizationRight> =>
  account
    ? askAfterPaint(ask).then(({ right }) => right)
    : browserApi(authRightRoute, { retries: { signal, onRetry: ask.onRetry, isFinal } });
