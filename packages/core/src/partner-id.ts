// docs/product/alliance-partners.md: a partner's id is its host name in lower case, as the desk
// registers it. Apart from the entry rules (alliance-entry.ts, with zod) so the desk's partner screen
// checks an id without loading zod.
export const partnerIdPattern = /^[a-z0-9.-]{1,253}$/;

/** What the desk tells an operator whose partner id does not fit the pattern. */
export const partnerIdProblem = "パートナーIDは partner.example のようなホスト名（小文字・数字・. と -）です";
