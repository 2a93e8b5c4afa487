"use client";

import { FailedResponseError } from "@awd/core/errors";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { withRetries } from "@/auth/browser-api";
import { publicConfig } from "@/auth/public-config";
import { SearchSkeleton } from "@/components/feedback/Skeletons";
import { Pagination } from "@/components/lists/Pagination";
import type { SearchPage } from "@/lib/api-types";
import { searchHref } from "@/lib/paths";
import { updateSearchHistory } from "@/lib/search-history-store";
import { resultRange, searchApiUrl, searchRequestOf } from "@/lib/search-request";
import { searchResultsMessages } from "@/messages/search";
import { SearchResultCard } from "./SearchResultCard";
import styles from "./SearchResults.module.css";
import { SearchResultsFrame } from "./SearchResultsFrame";

type SearchState =
  | { status: "loading" }
  | { status: "ready"; result: SearchPage }
  /** the API's 422: its reason, in Japanese */
  | { status: "refused"; reason: string }
  | { status: "failed" };

/**
 * One page of results, asked of the read API by the browser (anonymously: search is public). A
 * refusal (422) is an answer, shown with its reason; other failures are retried (decisions.md data
 * fetching), then offered again to the reader.
 */
function useSearch(word: string | null, page: number): { state: SearchState; retry: () => void } {
  const key = `${page} ${word}`;
  // What was answered, and for which search: another search's answer is not shown while it loads.
  const [answer, setAnswer] = useState<{ key: string; state: SearchState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for word and page; attempt is the reader's retry
  useEffect(() => {
    if (word === null) return;
    // spec §3: every search that runs goes first in the history.
    updateSearchHistory({ type: "add", term: word });
    const controller = new AbortController();
    const { signal } = controller;
    const settle = (state: SearchState) => setAnswer({ key, state });
    setAnswer(null);
    const searchOnce = async (): Promise<SearchState> => {
      const response = await fetch(searchApiUrl(publicConfig.readApiUrl, word, page), { signal });
      const body = (await response.json().catch(() => ({}))) as { data?: SearchPage; message?: string };
      if (response.status === 422) return { status: "refused", reason: body.message ?? "" };
      if (!response.ok || !body.data) throw new FailedResponseError(response.status);
      return { status: "ready", result: body.data };
    };
    withRetries(searchOnce, { signal }).then(
      (state) => {
        if (!signal.aborted) settle(state);
      },
      () => {
        if (!signal.aborted) settle({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const state = answer?.key === key ? answer.state : { status: "loading" as const };
  return { state, retry: () => setAttempt((n) => n + 1) };
}

// spec §2 /search?p=&q=: the results page's heading, its search form (prefilled from q) and the
// results of q, page p, with the range shown, the pages, and the 12-card skeleton while they load.
export function SearchResults() {
  const query = useSearchParams();
  const request = searchRequestOf(query);
  const word = request.valid ? request.word : null;
  const page = request.valid ? request.page : 1;
  const { state, retry } = useSearch(word, page);

  return (
    <SearchResultsFrame
      title={word === null ? searchResultsMessages.title : searchResultsMessages.titleFor(word)}
      word={query.get("q") ?? ""}
    >
      {!request.valid ? (
        <Refusal reason={request.reason} />
      ) : state.status === "loading" ? (
        <SearchSkeleton />
      ) : state.status === "refused" ? (
        <Refusal reason={state.reason} />
      ) : state.status === "failed" ? (
        <div className={styles.notice} role="alert">
          <p>{searchResultsMessages.failed}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            {searchResultsMessages.retry}
          </button>
        </div>
      ) : (
        <Results word={request.word} result={state.result} />
      )}
    </SearchResultsFrame>
  );
}

function Refusal({ reason }: { reason: string }) {
  return (
    <div className={styles.notice} role="alert" data-search-refused="">
      <p className={styles.noticeTitle}>{searchResultsMessages.invalidTitle}</p>
      <p>{reason}</p>
    </div>
  );
}

function Results({ word, result }: { word: string; result: SearchPage }) {
  const range = resultRange(result.page, result.pageSize, result.items.length);
  if (result.total === 0)
    return (
      <div className={styles.notice} role="status" data-search-empty="">
        <p className={styles.noticeTitle}>{searchResultsMessages.noResults(word)}</p>
        <p>{searchResultsMessages.noResultsHint}</p>
      </div>
    );
  return (
    <section aria-label={searchResultsMessages.results}>
      <p className={styles.range} role="status">
        {range ? (
          searchResultsMessages.range(result.total, range.from, range.to)
        ) : (
          <>
            {searchResultsMessages.pastLastPage(result.total)}{" "}
            <Link href={searchHref(word)}>{searchResultsMessages.firstPage}</Link>
          </>
        )}
      </p>
      {result.items.length > 0 && (
        <ol className={styles.list}>
          {result.items.map((hit) => (
            <li key={hit.objectID}>
              <SearchResultCard hit={hit} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={result.page} pages={result.pageCount} hrefOf={(n) => searchHref(word, n)} />
    </section>
  );
}
