// The desk's course changes (docs/product/publishers-desk.md#readers), apart from the contract so the
// desk's form can bound its field by the same number without bringing zod into the page.

/** The longest course the desk grants or adds at once, in months. */
export const deskCourseMaxMonths = 120;
