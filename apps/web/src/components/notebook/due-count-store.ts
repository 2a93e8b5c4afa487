import { useSyncExternalStore } from "react";

// How many of the reader's cards are due, shared by the header's badge and the review screen (which
// asks again after each grade), without a provider around the page. null: not known (yet).

let count: number | null = null;
const listeners = new Set<() => void>();

export function publishDueCount(next: number | null): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useDueCount = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
