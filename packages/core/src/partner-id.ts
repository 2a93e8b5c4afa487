// docs/product/alliance-partners.md: a partner's id is its host name in lower case, as the desk
// registers it. Apart from the entry rules (alliance-entry.ts, with zod) so the desk's partner screen
// checks an id without loading zod.
export const partnerIdPattern = /^[a-z0-9.-]{1,253}$/;

/**
 * Why an id does not fit the pattern, in English, for the API's answer; the desk screen says it in
 * Japanese (apps/web/src/messages/desk-partners.ts).
 */
export const partnerIdProblem = "A partner id is a host name such as partner.example (a-z, 0-9, . and -)";
