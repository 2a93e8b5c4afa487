// docs/product/lists-and-paging.md#categories-and-levels: the categories and levels that classify a
// series. Apart from the series catalogue, so that a browser bundle needing these few words does
// not carry all 27 descriptions.
export const categories = ["News", "Quiz", "ColumnEssay", "EasyRead", "Opinion", "Interview"] as const;
export type Category = (typeof categories)[number];

export const levels = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof levels)[number];
