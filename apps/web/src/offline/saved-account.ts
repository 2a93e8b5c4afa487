// Which account the issue saved on this device belongs to (an opaque key), kept beside its cache: an
// article opened offline, where the sign-in cannot be confirmed, reads its saved text with it, and a
// different account signing in here removes it.
const storageKey = "awd-saved-issue-account";

export const savedAccount = (): string | null => {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
};

export const rememberSavedAccount = (account: string) => localStorage.setItem(storageKey, account);

export const forgetSavedAccount = () => localStorage.removeItem(storageKey);
