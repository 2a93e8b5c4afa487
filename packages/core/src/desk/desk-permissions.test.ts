import { describe, expect, it } from "vitest";
import {
  type DeskChangeArea,
  deskChangePermission,
  deskPermissionsOfClaim,
  holdsPermission,
  isDeskPermission,
  mayChangeOnDesk,
} from "./desk-permissions.ts";

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

describe("what an operator may change on the desk", () => {
  const areas = Object.keys(deskChangePermission) as DeskChangeArea[];
  // The demo operators and the other mixes a provider may hand out: the areas each may change.
  it.each<[string, string[], DeskChangeArea[]]>([
    ["desk@ (all three)", ["desk:read", "desk:write", "content:import"], areas],
    ["desk-viewer@ (read only) changes nothing, imports nothing", ["desk:read"], []],
    [
      "write without import changes everything but imports nothing",
      ["desk:read", "desk:write"],
      ["readers", "codes", "partners", "notices", "config"],
    ],
    ["import without write imports and changes nothing else", ["desk:read", "content:import"], ["import"]],
    ["no permission at all", [], []],
    ["a near miss in case grants nothing", ["Desk:Write", "Content:Import"], []],
  ])("%s", (_, granted, expected) => {
    expect(areas.filter((area) => mayChangeOnDesk(granted, area))).toEqual(expected);
  });

  it("asks desk:write for every change but the import, which asks content:import", () => {
    expect(deskChangePermission).toEqual({
      readers: "desk:write",
      codes: "desk:write",
      partners: "desk:write",
      notices: "desk:write",
      config: "desk:write",
      import: "content:import",
    });
  });
});
