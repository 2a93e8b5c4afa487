"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { searchResultsMessages } from "@/messages/search";

// The failed search asked again: the page's results are rendered anew on the server, and the error
// boundary that showed the failure (onRetry: its reset) shows them.
export function SearchRetry({ className, onRetry }: { className?: string; onRetry?: () => void }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const retry = () =>
    startRetry(() => {
      router.refresh();
      onRetry?.();
    });
  return (
    <button type="button" className={className} disabled={retrying} onClick={retry}>
      {searchResultsMessages.retry}
    </button>
  );
}
