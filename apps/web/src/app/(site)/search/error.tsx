"use client";

import { SearchFailed } from "@/components/search/SearchFailed";

// A search the API did not answer (components/search/SearchResults.tsx throws it, so the page answers
// 500 and no cache keeps it): said as a failed search, with a retry.
export default function SearchError({ reset }: { error: Error; reset: () => void }) {
  return <SearchFailed onRetry={reset} />;
}
