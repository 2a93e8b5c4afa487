// The Cache Storage cache a saved issue is kept in (docs/product/offline-and-reading-comfort.md#saving-an-issue):
// one per account, so one account never reads what another saved. Apart from the rest of the rule, as
// the article page reads it: its first load carries only this.

const cachePrefix = "awd-saved-issue-";

/** The cache holding what one account saved; account is an opaque key of the account. */
export const savedIssueCacheName = (account: string): string => `${cachePrefix}${account}`;

export const isSavedIssueCache = (name: string): boolean => name.startsWith(cachePrefix);

/** Where the device remembers which account its saved issue belongs to (local storage). */
export const savedAccountKey = "awd-saved-issue-account";
