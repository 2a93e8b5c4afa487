// Where the browser keeps words not yet sent (notebook/word-queue.ts), apart so the article's
// first-load island can see whether there are any without the queue's code.

/** Offline saves, sent when the browser is back online. */
export const offlineQueueKey = "awd:notebook:offline-words";
/** The word an anonymous reader saved, sent once they are back signed in. */
export const signInWordKey = "awd:notebook:sign-in-word";
