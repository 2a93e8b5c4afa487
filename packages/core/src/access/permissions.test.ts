import { describe, expect, it } from "vitest";
import { type Permissions, permissionsOf } from "./permissions.ts";
import { rightFixtures } from "./right-fixtures.ts";
import type { AuthorizationRight } from "./rights.ts";

const now = Date.parse("2026-11-21T01:30:00Z");
const { free, digital, double, expiredDigital, corporate, alliance } = rightFixtures(now);

// Columns: subscriber, my-page link, apply button, feedback card, preview-code banner, subscribe banner.
type Row = [string, boolean, AuthorizationRight, boolean, boolean, boolean, boolean, boolean, boolean];

describe("permissionsOf", () => {
  it.each<Row>([
    ["anonymous", false, free, false, false, true, false, false, true],
    ["free member", true, free, false, false, true, false, false, true],
    ["digital", true, digital, true, true, false, true, false, false],
    ["digital, expired", true, expiredDigital, false, false, true, false, false, true],
    ["double with a live code", true, double(3), true, true, false, true, false, false],
    ["double in the warn days", true, double(30), true, true, false, true, false, false],
    ["double without code", true, double(null), true, true, false, true, true, false],
    ["double, code too old", true, double(35), true, true, false, true, true, false],
    ["double first month, code too old", true, double(14, true), true, true, false, true, true, false],
    [
      "double, expired",
      true,
      { ...double(null), expireAt: expiredDigital.expireAt },
      false,
      false,
      true,
      false,
      false,
      true,
    ],
    ["double right not yet signed in", false, double(3), true, true, true, true, false, false],
    ["digital right not yet signed in", false, digital, false, false, true, false, false, true],
    ["corporate ID", true, corporate, true, false, false, true, false, false],
    ["alliance token", false, alliance, true, false, false, true, false, false],
  ])("%s", (_, isAuthenticated, right, isSubscriber, myPage, apply, feedback, previewCodeBanner, subscribeBanner) => {
    const expected: Permissions = {
      isSubscriber,
      showMyPageLink: myPage,
      showApplyButton: apply,
      showFeedbackCard: feedback,
      showPreviewCodeBanner: previewCodeBanner,
      showSubscribeBanner: subscribeBanner,
    };
    expect(permissionsOf({ isAuthenticated, right }, now)).toEqual(expected);
  });
});
