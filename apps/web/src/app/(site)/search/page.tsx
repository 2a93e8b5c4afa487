import type { Metadata } from "next";
import { Suspense } from "react";
import { SearchSkeleton } from "@/components/feedback/Skeletons";
import { SearchResults } from "@/components/search/SearchResults.island";
import { SearchResultsFrame } from "@/components/search/SearchResultsFrame";
import { PageTop } from "@/components/site/PageTop";
import { searchResultsMessages } from "@/messages/search";
import layout from "@/styles/layout.module.css";

// spec §2 /search?p=&q=. The results depend on the query, so a page per query cannot be
// prerendered. Rather than render on the server per request (a render and a server-to-API round
// trip before the first byte, and nothing a cache could share), the page is one static shell,
// prerendered once and served like every list: the layout, the heading, the form and the 12-card
// skeleton arrive at once, then the island reads q and p and asks the read API directly from the
// browser (public and anonymous, allowed by CORS): one small JSON request, no page render.
export const metadata: Metadata = { title: searchResultsMessages.title, robots: { index: false } };

export default function SearchPage() {
  return (
    <>
      <PageTop />
      <div className={layout.column}>
        <Suspense
          fallback={
            <SearchResultsFrame title={searchResultsMessages.title}>
              <SearchSkeleton />
            </SearchResultsFrame>
          }
        >
          <SearchResults />
        </Suspense>
      </div>
    </>
  );
}
