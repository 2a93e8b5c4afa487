import { rightSessionMs } from "../constants.ts";
import { type PreviewCodeInfo, previewCodeInfo } from "./preview-code.ts";
import type { ProductContent } from "./subscription-course.ts";

// docs/product/reading-and-access.md#the-authorization-right: what GET auth/right answers under
// data.data. Instants are ISO 8601 texts, as they travel in JSON.
export const rightStatuses = ["available", "none"] as const;
// Corporate IDs are accounts whose kind is corporate, set by the subscription desk.
export const accountKinds = ["personal", "corporate"] as const;
export type AccountKind = (typeof accountKinds)[number];

export type RightStatus = (typeof rightStatuses)[number];

// A plain type, not a zod schema, so the browser's first load carries no zod (right-schema.ts
// validates the same shape where a schema is wanted).
export interface AuthorizationRight {
  productContentId: ProductContent;
  status: RightStatus;
  accountKind: AccountKind;
  startedAt: string | null;
  expireAt: string | null;
  previewCodeAuthenticatedAt: string | null;
  isDoubleCourseFirstMonthContract: boolean;
  hasAwdAllianceToken: boolean;
  hasPreviewModeCookie: boolean;
}

// A visitor with no right at all (anonymous, or 'No valid usage rights.') is a free member.
export const emptyRight: AuthorizationRight = {
  productContentId: "none",
  status: "none",
  accountKind: "personal",
  startedAt: null,
  expireAt: null,
  previewCodeAuthenticatedAt: null,
  isDoubleCourseFirstMonthContract: false,
  hasAwdAllianceToken: false,
  hasPreviewModeCookie: false,
};

// An alliance-token visitor is signed in with a synthetic digital right.
export const allianceRight: AuthorizationRight = {
  ...emptyRight,
  productContentId: "digital",
  status: "available",
  hasAwdAllianceToken: true,
};

const instantMs = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

const isAlwaysValid = (right: AuthorizationRight): boolean =>
  right.accountKind === "corporate" || right.hasAwdAllianceToken;

/** A course's one state, named the same wherever a reader or an operator sees it. */
export const courseStates = ["running", "ended"] as const;
export type CourseState = (typeof courseStates)[number];

export interface CoursePeriod {
  status: RightStatus;
  startedAt: string | null;
  expireAt: string | null;
}

// docs/product/subscriptions-and-codes.md#a-courses-state: a course runs while its status is available
// and now is within its period; expired and revoked are the same ended state. A missing start or
// expiry compares false (NaN), so an incomplete course never runs.
export const courseState = (course: CoursePeriod, now: number): CourseState =>
  course.status === "available" && instantMs(course.startedAt) <= now && now < instantMs(course.expireAt)
    ? "running"
    : "ended";

const isPaidPeriodActive = (right: AuthorizationRight, now: number): boolean =>
  right.productContentId !== "none" && courseState(right, now) === "running";

/** A paid course whose expiry has been reached, whatever the status says. */
export const isPaidRightExpired = (right: AuthorizationRight, now: number): boolean =>
  right.productContentId !== "none" && instantMs(right.expireAt) <= now;

export interface RightView {
  /** corporate, alliance, or a paid course in its period (a double course may still lack its code) */
  hasSubscriptionRight: boolean;
  isDoubleCourse: boolean;
  isCorporateId: boolean;
  /** full text may be read (docs/product/reading-and-access.md#right-validity) */
  isValidRight: boolean;
  /** nothing to read with: the reader must subscribe (a double course without code need not) */
  needsSubscribe: boolean;
  /** null unless the right is a double course */
  previewCode: PreviewCodeInfo | null;
}

// docs/product/reading-and-access.md#right-validity: corporate or alliance always valid, a free member
// never, a paid course within its period, a double course only with a live preview code.
export const rightView = (right: AuthorizationRight, now: number): RightView => {
  const isDoubleCourse = right.productContentId === "double";
  const previewCode = isDoubleCourse ? previewCodeInfo(right, now) : null;
  const hasSubscriptionRight = isAlwaysValid(right) || isPaidPeriodActive(right, now);
  const hasPreviewCodeIfNeeded = previewCode === null || previewCode.status !== "none";
  return {
    hasSubscriptionRight,
    isDoubleCourse,
    isCorporateId: right.accountKind === "corporate",
    isValidRight: isAlwaysValid(right) || (hasSubscriptionRight && hasPreviewCodeIfNeeded),
    needsSubscribe: !hasSubscriptionRight,
    previewCode,
  };
};

export const isRightValid = (right: AuthorizationRight, now: number): boolean => rightView(right, now).isValidRight;

// docs/product/reading-and-access.md#refetching-the-right: the triggers that depend on time
// (pathname and login changes are the caller's events): the 10-minute right session ran out, or the
// paid right expired while it was held.
export const isRightStale = (right: AuthorizationRight, fetchedAt: number, now: number): boolean =>
  now - fetchedAt >= rightSessionMs || (isPaidRightExpired(right, now) && !isPaidRightExpired(right, fetchedAt));
