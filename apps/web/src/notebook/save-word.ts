import type { SaveWordRequest } from "@awd/core/contract/notebook";
import { failedStatus } from "@awd/core/request-failure";
import { notebookSaveRoute } from "@/api/notebook.generated";
import { browserApi } from "@/auth/browser-api";
import { keepWord, offlineQueueKey } from "./word-queue";

// docs/product/word-lookup.md#saving-from-the-popover: what a save from the popover comes to.

export type SaveOutcome =
  | { kind: "saved" }
  | { kind: "already-kept" }
  | { kind: "queued" }
  | { kind: "failed"; status: number };

/** Sends one word; throws as browserApi does. The API answers 201 for a new word, 200 for one already kept. */
export const postWord = (word: SaveWordRequest): Promise<"saved" | "already-kept"> =>
  browserApi(notebookSaveRoute, {
    body: word,
    read: (_data, status) => (status === 201 ? "saved" : "already-kept"),
  });

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
