import type { ReactNode } from "react";
import styles from "./ServedBody.module.css";

// What the server renders of a paid body for everyone (the lead and the prompt that says why not),
// which PaidArticleGate shows until this reader's own body replaces it. A reader who signed in on
// this browser (auth/session-hint.ts marks <html> before the first paint) is never shown the prompt
// meanwhile: it keeps its room, unseen and out of reach, so that what replaces it moves nothing
// above it (docs/product/site-and-urls.md#loading-without-a-jump). Should their session turn out to
// have ended, the mark goes (SessionBridge) and the prompt shows.
export function ServedBody({ children }: { children: ReactNode }) {
  return <div className={styles.served}>{children}</div>;
}
