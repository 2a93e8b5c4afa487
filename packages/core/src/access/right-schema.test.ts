import { describe, expect, it } from "vitest";
import { rightFixtures } from "./right-fixtures.ts";
import { authorizationRightSchema } from "./right-schema.ts";
import { emptyRight } from "./rights.ts";

const { digital } = rightFixtures(Date.parse("2026-11-21T01:30:00Z"));

describe("authorizationRightSchema", () => {
  it.each<[string, unknown]>([
    ["the empty right", emptyRight],
    ["a digital right", digital],
    ["a Tokyo offset", { ...digital, startedAt: "2026-11-01T09:00:00+09:00" }],
  ])("accepts %s", (_, input) => {
    expect(authorizationRightSchema.safeParse(input).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ["an unknown product", { ...digital, productContentId: "triple" }],
    ["an unknown status", { ...digital, status: "expired" }],
    ["a date that is not ISO 8601", { ...digital, expireAt: "2026/11/21" }],
    ["a missing flag", { ...digital, hasAwdAllianceToken: undefined }],
  ])("refuses %s", (_, input) => {
    expect(authorizationRightSchema.safeParse(input).success).toBe(false);
  });
});
