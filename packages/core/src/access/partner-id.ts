// docs/product/alliance-partners.md: a partner's id is its host name in lower case, as the desk
// registers it. Apart from the entry rules (alliance-entry.ts, with zod) so the desk's partner screen
// checks an id without loading zod. Every door calls partnerIdProblems: the API's contract and its
// alliance service, the command line and the desk's partner screen (docs/product/publishers-desk.md#limits).

/** The longest host name, in characters. */
export const partnerIdMaxLength = 253;

export const partnerIdPattern = new RegExp(`^[a-z0-9.-]{1,${partnerIdMaxLength}}$`);

/** A partner's id as an operator types it, in the desk's field or on the command line: trimmed, in lower case. */
export const typedPartnerId = (text: string): string => text.trim().toLowerCase();

/** What every door refuses in a partner's id, by code. */
export const partnerIdProblemCodes = ["partner-id-invalid"] as const;
export type PartnerIdProblemCode = (typeof partnerIdProblemCodes)[number];

/** The problems of a partner's id as the desk registers it; [] when it may be registered. */
export const partnerIdProblems = (id: string): PartnerIdProblemCode[] =>
  partnerIdPattern.test(id) ? [] : ["partner-id-invalid"];

/**
 * Why an id does not fit the pattern, in English, for the API's answer; the desk screen says it in
 * Japanese (apps/web/src/messages/desk-partners.ts).
 */
export const partnerIdProblem = "A partner id is a host name such as partner.example (a-z, 0-9, . and -)";
