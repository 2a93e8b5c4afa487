// The desk's limits on one change (docs/product/publishers-desk.md#limits), apart from the contracts
// so the desk's forms can bound their fields by the same numbers without bringing zod into the page.
// Every door takes them from here: the API's schemas, the web desk's fields and the command line.

/** The longest course the desk grants or adds at once, in months. */
export const deskCourseMaxMonths = 120;

/** Linking codes issued at once: how many, the course's months, the days they may be redeemed in. */
export const linkingCodeLimits = { maxCount: 100, maxMonths: deskCourseMaxMonths, maxValidDays: 365 } as const;

/** Whether the desk takes a number for a field bounded by max: a whole number from 1 to max. */
export const isWithinDeskLimit = (value: number, max: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= max;
