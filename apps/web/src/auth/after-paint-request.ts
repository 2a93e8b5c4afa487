import type { AfterPaintQuery } from "@awd/core/contract/after-paint";

// The request of docs/product/sign-in-and-accounts.md#after-the-page-is-painted, apart from the
// page, so that its rules have a table test.

/** The query of GET /reader/after-paint for a page's article ids: without ids when it shows no card. */
export const afterPaintQuery = (ids: readonly string[]): AfterPaintQuery =>
  ids.length > 0 ? { ids: ids.join(",") } : {};

/** An answer asked with `asked` ids tells about every one of `shown`: no second request is needed. */
export const coversIds = (asked: readonly string[], shown: readonly string[]): boolean =>
  shown.every((id) => asked.includes(id));
