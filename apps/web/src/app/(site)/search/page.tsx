import type { Metadata } from "next";
import { SearchHistoryEntry } from "@/components/search/SearchHistoryEntry.island";
import { SearchRefusal, SearchResults } from "@/components/search/SearchResults";
import { SearchResultsFrame } from "@/components/search/SearchResultsFrame";
import { PageTop } from "@/components/site/PageTop";
import { searchRequestOf } from "@/lib/search-request";
import { searchResultsMessages } from "@/messages/search";
import layout from "@/styles/layout.module.css";

// /search?p=&q=: the results depend on the query, so the page is rendered per request, with
// the first results in its HTML (NavigationSkeleton covers the old page while another renders). It
// reads nothing of the reader: the API is asked anonymously and the history stays in the browser,
// and Next.js marks the answer private, so no shared cache keeps it.
export const metadata: Metadata = { title: searchResultsMessages.title, robots: { index: false } };

type Query = Record<string, string | string[] | undefined>;

const searchParamsOf = (query: Query) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => [value ?? []].flat().map((one): [string, string] => [key, one])),
  );

export default async function SearchPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = searchParamsOf(await searchParams);
  const request = searchRequestOf(query);
  return (
    <>
      <PageTop />
      <div className={layout.column}>
        <SearchResultsFrame
          title={request.valid ? searchResultsMessages.titleFor(request.word) : searchResultsMessages.title}
          word={query.get("q") ?? ""}
        >
          {request.valid ? (
            <>
              <SearchHistoryEntry word={request.word} />
              <SearchResults word={request.word} page={request.page} />
            </>
          ) : (
            <SearchRefusal reason={request.reason} />
          )}
        </SearchResultsFrame>
      </div>
    </>
  );
}
