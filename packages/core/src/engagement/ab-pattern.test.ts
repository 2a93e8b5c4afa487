import { describe, expect, it } from "vitest";
import { abcPattern, abPattern, patternOf } from "./ab-pattern.ts";

// Expected labels from the first 4 bytes of SHA-256 (worked out independently, e.g. with sha256sum).
describe("abPattern and abcPattern (first 4 bytes of SHA-256 modulo the label count)", () => {
  it.each([
    ["", "e3b0c442", "A", "C"],
    ["abc", "ba7816bf", "B", "A"],
    ["installation-1", "216ee80d", "B", "B"],
    ["installation-2", "c4941dbb", "B", "C"],
    ["fid-0001", "84a101b8", "A", "B"],
    ["インストール", "d95bee28", "A", "B"],
  ])("%j (first bytes %s) → %s, %s", async (id, _, ab, abc) => {
    expect(await abPattern(id)).toBe(ab);
    expect(await abcPattern(id)).toBe(abc);
  });

  it.each([
    [["only"], "only"],
    [["x", "y", "z", "w"], "z"],
  ] as const)("takes any labels: %j", async (labels, expected) => {
    // 0xe3b0c442 = 3820012610; modulo 4 is 2
    expect(await patternOf("", labels)).toBe(expected);
  });
});
