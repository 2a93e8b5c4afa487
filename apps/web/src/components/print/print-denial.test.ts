import { type AuthorizationRight, allianceRight, emptyRight } from "@awd/core/rights";
import { describe, expect, it } from "vitest";
import { printDenialOf } from "./print-denial";

const now = Date.parse("2026-11-27T03:00:00Z");
const day = 86_400_000;
const course = (product: "digital" | "double", ends: number, codeDaysAgo?: number): AuthorizationRight => ({
  ...emptyRight,
  productContentId: product,
  status: "available",
  startedAt: new Date(now - 30 * day).toISOString(),
  expireAt: new Date(now + ends * day).toISOString(),
  previewCodeAuthenticatedAt: codeDaysAgo === undefined ? null : new Date(now - codeDaysAgo * day).toISOString(),
});

describe("printDenialOf", () => {
  it.each([
    { reader: "anonymous (401)", status: 401, isAuthenticated: false, right: emptyRight, shown: "login" },
    { reader: "a free member", status: 403, isAuthenticated: true, right: emptyRight, shown: "subscribe" },
    {
      reader: "a double course without its code",
      status: 403,
      isAuthenticated: true,
      right: course("double", 200),
      shown: "preview-code",
    },
    {
      reader: "a course that ended",
      status: 403,
      isAuthenticated: true,
      right: course("digital", -1),
      shown: "expired",
    },
    {
      reader: "a double course whose code ran out",
      status: 403,
      isAuthenticated: true,
      right: course("double", 200, 60),
      shown: "preview-code",
    },
    {
      reader: "a right the page still thinks valid",
      status: 403,
      isAuthenticated: true,
      right: course("digital", 200),
      shown: "subscribe",
    },
    {
      reader: "an alliance visitor refused",
      status: 403,
      isAuthenticated: false,
      right: allianceRight,
      shown: "subscribe",
    },
    {
      reader: "a 403 before the session was known",
      status: 403,
      isAuthenticated: false,
      right: emptyRight,
      shown: "subscribe",
    },
  ] as const)("$reader is shown $shown", ({ status, isAuthenticated, right, shown }) => {
    expect(printDenialOf(status, { isAuthenticated, right }, now)).toBe(shown);
  });
});
