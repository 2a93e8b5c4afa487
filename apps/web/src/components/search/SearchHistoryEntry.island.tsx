"use client";

import { useEffect } from "react";
import { updateSearchHistory } from "@/lib/search-history-store";

// Every search that runs goes first in the reader's history (kept in this browser only,
// so the server-rendered results never carry it).
export function SearchHistoryEntry({ word }: { word: string }) {
  useEffect(() => updateSearchHistory({ type: "add", term: word }), [word]);
  return null;
}
