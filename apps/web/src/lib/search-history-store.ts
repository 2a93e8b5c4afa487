import {
  restoreSearchHistory,
  type SearchHistory,
  type SearchHistoryAction,
  searchHistoryReducer,
} from "@awd/core/search-history";
import { useSyncExternalStore } from "react";

// docs/product/search.md#search-history: kept on the client, in localStorage, changed only by the core reducer;
// every form and my page read the same list, across tabs too (the storage event).
const storageKey = "awd.searchHistory";
const empty: SearchHistory = [];
let cached: { raw: string | null; history: SearchHistory } = { raw: null, history: empty };

function read(): SearchHistory {
  const raw = window.localStorage.getItem(storageKey);
  if (raw !== cached.raw) {
    let parsed: unknown = [];
    try {
      parsed = raw === null ? [] : JSON.parse(raw);
    } catch {
      parsed = [];
    }
    cached = { raw, history: restoreSearchHistory(parsed) };
  }
  return cached.history;
}

const listeners = new Set<() => void>();

export function updateSearchHistory(action: SearchHistoryAction): void {
  const next = searchHistoryReducer(read(), action);
  window.localStorage.setItem(storageKey, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === storageKey && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const useSearchHistory = (): SearchHistory => useSyncExternalStore(subscribe, read, () => empty);
