import type { AfterPaintQuery } from "@awd/core/contract/after-paint";

// The request of docs/product/sign-in-and-accounts.md#after-the-page-is-painted, apart from the
// page, so that its rules have a table test.

/** GET /reader/after-paint for a page's article ids: without ids when it shows no card. */
export function afterPaintPath(ids: readonly string[]): string {
  const query: AfterPaintQuery = ids.length > 0 ? { ids: ids.join(",") } : {};
  return query.ids === undefined ? "/reader/after-paint" : `/reader/after-paint?ids=${query.ids}`;
}

/** An answer asked with `asked` ids tells about every one of `shown`: no second request is needed. */
export const coversIds = (asked: readonly string[], shown: readonly string[]): boolean =>
  shown.every((id) => asked.includes(id));
