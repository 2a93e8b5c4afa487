import type { CourseState } from "@awd/core/rights";

// A course's state, one word for one state wherever a reader or an operator sees it: my page
// (account.ts), the desk's reader screens (desk-readers.ts); the paywall's expired prompt says the same
// 終了 (article.ts). docs/product/subscriptions-and-codes.md#a-courses-state
export const courseStateNames = {
  running: "ご利用中",
  ended: "終了",
} as const satisfies Record<CourseState, string>;
