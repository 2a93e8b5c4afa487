import type { NotebookWord, SaveWordRequest } from "@awd/core/contract/notebook";
import { failedStatus } from "@awd/core/request-failure";
import { browserApi } from "@/auth/browser-api";
import { keepWord, offlineQueueKey } from "./word-queue";

// docs/product/word-lookup.md#saving-from-the-popover: what a save from the popover comes to.

export type SaveOutcome =
  | { kind: "saved" }
  | { kind: "already-kept" }
  | { kind: "queued" }
  | { kind: "failed"; status: number };

/** A word the API gives back older than this was kept before this save. */
const ALREADY_KEPT_AFTER_MS = 60_000;

/** Sends one word; throws as browserApi does. */
export async function postWord(word: SaveWordRequest): Promise<"saved" | "already-kept"> {
  const sentAt = Date.now();
  const kept = await browserApi<NotebookWord>("/notebook/words", { method: "POST", body: word });
  return Date.parse(kept.createdAt) < sentAt - ALREADY_KEPT_AFTER_MS ? "already-kept" : "saved";
}

/** Saves a word, or keeps it in this browser when there is no connection, to send when there is. */
export async function saveWord(word: SaveWordRequest): Promise<SaveOutcome> {
  const queue = (): SaveOutcome => {
    keepWord(localStorage, offlineQueueKey, word);
    return { kind: "queued" };
  };
  if (!navigator.onLine) return queue();
  try {
    return { kind: await postWord(word) };
  } catch (error) {
    const status = failedStatus(error);
    return status === undefined ? queue() : { kind: "failed", status };
  }
}
