import { browserApi } from "@/auth/browser-api";

// docs/product/reading-history.md#what-is-recorded: a recording is safe to send again (the API keeps
// the first opening and the first finish), so a failure is asked again by the shared rule and then
// let go: the reader's reading is never interrupted for it.
export function recordReading(articleId: number, event: "opened" | "finished"): void {
  browserApi(`/reading/articles/${articleId}/${event}`, { method: "POST", retries: {} }).catch(() => undefined);
}
