import { previewCodeDays } from "../constants.ts";
import { tokyoCalendarDaysBetween } from "../text/dates.ts";

// docs/product/subscriptions-and-codes.md#preview-code-days: a double-course reader
// enters the code printed in the paper; it holds for a calendar month, counted in Tokyo days
// since it was authenticated, with shorter limits in the first month of a double-course contract.
export type PreviewCodeState = "authorized" | "warn" | "none";

export interface PreviewCodeInfo {
  status: PreviewCodeState;
  /** the countdown shows from the first warn day */
  showCountdown: boolean;
  /** days until the code stops working (limit day - days elapsed), 0 once it has */
  remainingDays: number;
}

export interface PreviewCodeFields {
  previewCodeAuthenticatedAt: string | null;
  isDoubleCourseFirstMonthContract: boolean;
}

const notAuthenticated: PreviewCodeInfo = { status: "none", showCountdown: false, remainingDays: 0 };

const statusAfter = (days: number, limits: { warnFrom: number; noneFrom: number }): PreviewCodeState => {
  if (days >= limits.noneFrom) return "none";
  return days >= limits.warnFrom ? "warn" : "authorized";
};

export const previewCodeInfo = (fields: PreviewCodeFields, now: number): PreviewCodeInfo => {
  if (fields.previewCodeAuthenticatedAt === null) return notAuthenticated;
  const limits = fields.isDoubleCourseFirstMonthContract ? previewCodeDays.firstMonth : previewCodeDays.normal;
  // A code stamped a little ahead of our clock counts as entered today.
  const days = Math.max(0, tokyoCalendarDaysBetween(fields.previewCodeAuthenticatedAt, now));
  const status = statusAfter(days, limits);
  return { status, showCountdown: status === "warn", remainingDays: Math.max(0, limits.noneFrom - days) };
};
