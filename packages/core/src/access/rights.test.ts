import { describe, expect, it } from "vitest";
import { rightFixtures } from "./right-fixtures.ts";
import {
  type AuthorizationRight,
  allianceRight,
  type CourseState,
  courseState,
  emptyRight,
  isPaidRightExpired,
  isRightStale,
  isRightValid,
  rightView,
} from "./rights.ts";

const now = Date.parse("2026-11-21T01:30:00Z");
const day = 86_400_000;
const minute = 60_000;
const { iso, digital, double, corporate } = rightFixtures(now);

// [case, right, has subscription right, valid right]
describe("rightView validity", () => {
  it.each<[string, AuthorizationRight, boolean, boolean]>([
    ["anonymous / free member (empty right)", emptyRight, false, false],
    ["free member with status available", { ...emptyRight, status: "available" }, false, false],
    ["digital, status none", { ...digital, status: "none" }, false, false],
    ["digital within its period", digital, true, true],
    ["digital starting exactly now", { ...digital, startedAt: iso(0) }, true, true],
    ["digital starting in 1 ms", { ...digital, startedAt: iso(1) }, false, false],
    ["digital expiring in 1 ms", { ...digital, expireAt: iso(1) }, true, true],
    ["digital expiring exactly now", { ...digital, expireAt: iso(0) }, false, false],
    ["digital expired yesterday", { ...digital, expireAt: iso(-day) }, false, false],
    ["digital without start", { ...digital, startedAt: null }, false, false],
    ["digital without expiry", { ...digital, expireAt: null }, false, false],
    ["double without preview code", double(null), true, false],
    ["double, code 27 days old", double(27), true, true],
    ["double, code 28 days old (warn)", double(28), true, true],
    ["double, code 34 days old (warn)", double(34), true, true],
    ["double, code 35 days old", double(35), true, false],
    ["double first month, code 13 days old", double(13, true), true, true],
    ["double first month, code 14 days old", double(14, true), true, false],
    ["double with a live code but expired", { ...double(1), expireAt: iso(-1) }, false, false],
    ["corporate ID without product", corporate, true, true],
    [
      "corporate ID on a double course without code",
      { ...corporate, ...double(null), accountKind: "corporate" },
      true,
      true,
    ],
    ["alliance (synthetic digital right)", allianceRight, true, true],
    ["alliance flag on an empty right", { ...emptyRight, hasAwdAllianceToken: true }, true, true],
  ])("%s", (_, right, hasSubscriptionRight, isValidRight) => {
    const view = rightView(right, now);
    expect({ hasSubscriptionRight: view.hasSubscriptionRight, isValidRight: view.isValidRight }).toEqual({
      hasSubscriptionRight,
      isValidRight,
    });
    expect(view.needsSubscribe).toBe(!hasSubscriptionRight);
    expect(isRightValid(right, now)).toBe(isValidRight);
  });
});

describe("rightView derived fields", () => {
  it.each<[string, AuthorizationRight, Partial<ReturnType<typeof rightView>>]>([
    ["digital", digital, { isDoubleCourse: false, isCorporateId: false, previewCode: null }],
    ["corporate", corporate, { isDoubleCourse: false, isCorporateId: true, previewCode: null }],
    [
      "double without code",
      double(null),
      { isDoubleCourse: true, previewCode: { status: "none", showCountdown: false, remainingDays: 0 } },
    ],
    [
      "double in warn",
      double(30),
      { isDoubleCourse: true, previewCode: { status: "warn", showCountdown: true, remainingDays: 5 } },
    ],
    [
      "double first month, authorized",
      double(3, true),
      { isDoubleCourse: true, previewCode: { status: "authorized", showCountdown: false, remainingDays: 11 } },
    ],
  ])("%s", (_, right, expected) => {
    expect(rightView(right, now)).toMatchObject(expected);
  });
});

// [case, course, state]: expired and revoked are one state, ended.
describe("courseState", () => {
  it.each<[string, AuthorizationRight, CourseState]>([
    ["digital within its period", digital, "running"],
    ["double within its period, without a preview code", double(null), "running"],
    ["starting exactly now", { ...digital, startedAt: iso(0) }, "running"],
    ["starting in 1 ms", { ...digital, startedAt: iso(1) }, "ended"],
    ["expiring in 1 ms", { ...digital, expireAt: iso(1) }, "running"],
    ["expiring exactly now", { ...digital, expireAt: iso(0) }, "ended"],
    ["expired yesterday", { ...digital, expireAt: iso(-day) }, "ended"],
    ["revoked (status none) within its period", { ...digital, status: "none" }, "ended"],
    ["revoked and expired", { ...digital, status: "none", expireAt: iso(-day) }, "ended"],
    ["without start", { ...digital, startedAt: null }, "ended"],
    ["without expiry", { ...digital, expireAt: null }, "ended"],
  ])("%s → %s", (_, course, expected) => {
    expect(courseState(course, now)).toBe(expected);
  });
});

describe("isPaidRightExpired", () => {
  it.each<[string, AuthorizationRight, boolean]>([
    ["digital within its period", digital, false],
    ["digital expiring exactly now", { ...digital, expireAt: iso(0) }, true],
    ["double expired", { ...double(1), expireAt: iso(-day) }, true],
    ["digital without expiry", { ...digital, expireAt: null }, false],
    ["no product, old expiry", { ...emptyRight, expireAt: iso(-day) }, false],
  ])("%s → %s", (_, right, expected) => {
    expect(isPaidRightExpired(right, now)).toBe(expected);
  });
});

describe("isRightStale (a new pathname or login is the caller's; the 10-minute right session, an expiry)", () => {
  it.each<[string, AuthorizationRight, number, boolean]>([
    ["fetched just now", digital, now, false],
    ["fetched 9 min 59 s ago", digital, now - 10 * minute + 1000, false],
    ["fetched 10 min ago", digital, now - 10 * minute, true],
    ["paid right expired since the fetch", { ...digital, expireAt: iso(-minute) }, now - 2 * minute, true],
    ["paid right already expired when fetched", { ...digital, expireAt: iso(-5 * minute) }, now - 2 * minute, false],
    ["free member fetched a minute ago", emptyRight, now - minute, false],
  ])("%s → %s", (_, right, fetchedAt, expected) => {
    expect(isRightStale(right, fetchedAt, now)).toBe(expected);
  });
});
