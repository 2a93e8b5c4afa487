import { savedAccountKey } from "@awd/core/saved-issue-cache";

// Which account the issue saved on this device belongs to (an opaque key), kept beside its cache: an
// article opened offline, where the sign-in cannot be confirmed, reads its saved text with it, and a
// different account signing in here removes it.

export const savedAccount = (): string | null => {
  try {
    return localStorage.getItem(savedAccountKey);
  } catch {
    return null;
  }
};

export const rememberSavedAccount = (account: string) => localStorage.setItem(savedAccountKey, account);

export const forgetSavedAccount = () => localStorage.removeItem(savedAccountKey);

/**
 * Told on the window whenever the device's saved issue changes (saved, replaced by another, removed,
 * signed out, a right ended), so everything that shows it (each issue's button, my page, the header)
 * reads the one record again: what is saved has one source, the account's cache.
 */
export const savedIssueChangedEvent = "awd:saved-issue-changed";

/** The code that saves, checks and removes an issue, loaded when first needed; one loader for every caller. */
export const savingCode = () => import("./saved-issue");
