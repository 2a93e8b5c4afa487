import type { SearchPage } from "@awd/core/contract/search";
import Link from "next/link";
import { Pagination } from "@/components/lists/Pagination";
import { searchArticles } from "@/lib/content";
import { searchHref } from "@/lib/paths";
import { resultRange } from "@/lib/search-request";
import { searchResultsMessages } from "@/messages/search";
import { SearchResultCard } from "./SearchResultCard";
import styles from "./SearchResults.module.css";

// The results of one word and page, asked of the read API on the server, so they
// arrive with the page: the range, the cards and the pages; a refusal (422) with its reason. Any
// other failure is thrown: the page then answers 500, so the caching front, which keeps a search's
// 200 a minute for every reader, never keeps a failure as the results, and the search's error
// boundary (app/(site)/search/error.tsx) says it failed, with a retry.
export async function SearchResults({ word, page }: { word: string; page: number }) {
  const answer = await searchArticles(word, page);
  if (answer.status === "refused") return <SearchRefusal reason={answer.reason} />;
  if (answer.status === "failed") throw new Error("the search API did not answer");
  return <Results word={word} result={answer.result} />;
}

export function SearchRefusal({ reason }: { reason: string }) {
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
              <SearchResultCard hit={hit} word={word} page={result.page} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={result.page} pages={result.pageCount} hrefOf={(n) => searchHref(word, n)} />
    </section>
  );
}
