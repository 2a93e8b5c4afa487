import { describe, expect, it } from "vitest";
import { deskPermissionsOfClaim, holdsPermission, isDeskPermission } from "./desk-permissions.ts";

describe("the desk permissions of a token's claim", () => {
  it.each([
    ["all three", ["desk:read", "desk:write", "content:import"], ["desk:read", "desk:write", "content:import"]],
    ["read only", ["desk:read"], ["desk:read"]],
    ["another API's permissions are ignored", ["read:orders", "desk:write"], ["desk:write"]],
    ["an empty list", [], []],
    ["a missing claim", undefined, []],
    ["a string instead of a list", "desk:read", []],
    ["non-strings in the list", [1, null, { desk: "read" }], []],
    ["a near miss in case", ["Desk:Read"], []],
  ])("%s", (_, claim, expected) => {
    expect(deskPermissionsOfClaim(claim)).toEqual(expected);
  });
});

describe("holding a permission", () => {
  it.each([
    [["desk:read"], "desk:read", true],
    [["desk:read"], "desk:write", false],
    [["desk:read", "desk:write"], "content:import", false],
    [[], "desk:read", false],
    [["content:import"], "content:import", true],
  ] as const)("%j holds %s: %s", (granted, needed, expected) => {
    expect(holdsPermission(granted, needed)).toBe(expected);
  });

  it("knows only the three desk permissions", () => {
    expect(["desk:read", "desk:write", "content:import", "desk:admin", ""].map(isDeskPermission)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
