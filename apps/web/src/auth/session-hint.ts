import { sessionHintCookie } from "./public-config";

// A reader who signed in on this browser is known before any script of the page runs: the sign-in
// SDK's hint cookie (no token in it) is there. The head's script marks <html> with it before the
// first paint, so what waits for the reader's session is drawn in the size it will take for them
// (docs/product/site-and-urls.md#loading-without-a-jump), and a reader who never signed in sees no
// placeholder of a signed-in page.

/** The attribute on <html> while a reader signed in on this browser (the hint cookie was there at load). */
export const sessionHintAttribute = "data-session-hint";

/** Whether a document's cookies hold the hint cookie. Self-contained: the head's script embeds its source. */
export function cookiesHoldHint(cookies: string, name: string): boolean {
  return cookies.split("; ").some((cookie) => cookie.startsWith(`${name}=`));
}

/** The head's script: marks <html> when the hint cookie is there. */
export const sessionHintScript = (): string =>
  `try{if((${cookiesHoldHint})(document.cookie,${JSON.stringify(sessionHintCookie)}))document.documentElement.setAttribute(${JSON.stringify(sessionHintAttribute)},"")}catch(e){}`;
