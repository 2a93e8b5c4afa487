"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { searchResultsMessages } from "@/messages/search";

// The failed search asked again: the page's results are rendered anew on the server.
export function SearchRetry({ className }: { className?: string }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  return (
    <button type="button" className={className} disabled={retrying} onClick={() => startRetry(() => router.refresh())}>
      {searchResultsMessages.retry}
    </button>
  );
}
