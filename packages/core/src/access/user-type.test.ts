import { describe, expect, it } from "vitest";
import { rightFixtures } from "./right-fixtures.ts";
import type { AuthorizationRight } from "./rights.ts";
import { type UserType, userTypeOf } from "./user-type.ts";

const { free, digital, double, corporate, alliance } = rightFixtures(Date.parse("2026-11-21T01:30:00Z"));

describe("userTypeOf (first match wins)", () => {
  it.each<[string, boolean, AuthorizationRight, UserType]>([
    ["anonymous", false, free, "NotLoggedIn"],
    ["a right without sign-in", false, digital, "NotLoggedIn"],
    ["preview mode, signed in as digital", true, { ...digital, hasPreviewModeCookie: true }, "NotLoggedIn"],
    ["preview mode with alliance token", false, { ...alliance, hasPreviewModeCookie: true }, "NotLoggedIn"],
    ["alliance token, not signed in", false, alliance, "Alliance"],
    ["alliance token and signed in as double", true, { ...double(1), hasAwdAllianceToken: true }, "Alliance"],
    ["corporate", true, corporate, "Corp"],
    ["corporate on a digital course", true, { ...digital, accountKind: "corporate" }, "Corp"],
    ["digital", true, digital, "Digital"],
    ["digital with status none", true, { ...digital, status: "none" }, "Digital"],
    ["double", true, double(1), "Double"],
    ["free member", true, free, "Free"],
  ])("%s → %s", (_, isAuthenticated, right, expected) => {
    expect(userTypeOf({ isAuthenticated, right })).toBe(expected);
  });
});
