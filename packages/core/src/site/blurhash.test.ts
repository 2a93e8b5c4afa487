import { describe, expect, it } from "vitest";
import { checkBlurhash } from "./blurhash.ts";

describe("checkBlurhash (at least 6 characters, length matching its encoded size)", () => {
  // A hash of the right length for a size flag; the digits after it only need to be base 83.
  const withFlag = (flag: string, x: number, y: number) => flag + "0".repeat(3 + 2 * x * y);

  it.each([
    ["the reference example, 4 x 3", "LEHV6nWB2yk8pyo0adR*.7kCMdnj", 4, 3],
    ["the smallest, 1 x 1 (6 characters)", "00TI:j", 1, 1],
    ["9 x 1", withFlag("8", 9, 1), 9, 1],
    ["1 x 9", withFlag("=", 1, 9), 1, 9],
    ["the largest, 9 x 9", withFlag("|", 9, 9), 9, 9],
  ])("accepts %s", (_, hash, componentsX, componentsY) => {
    expect(checkBlurhash(hash)).toEqual({ ok: true, value: { componentsX, componentsY } });
  });

  it.each([
    ["empty", "", "too-short"],
    ["5 characters", "00TI:", "too-short"],
    ["a character outside base 83", "00TI:j!", "invalid-character"],
    ["a space", "LEHV6nWB2yk8pyo0adR* 7kCMdnj", "invalid-character"],
    ["a non-ASCII character", "00TI:あ", "invalid-character"],
    ["size flag 81 (10 rows)", withFlag("}", 1, 10), "invalid-size-flag"],
    ["one character short", "LEHV6nWB2yk8pyo0adR*.7kCMdn", "length-mismatch"],
    ["one character long", "LEHV6nWB2yk8pyo0adR*.7kCMdnjj", "length-mismatch"],
    ["1 x 1 flag with 4 x 3 length", "0EHV6nWB2yk8pyo0adR*.7kCMdnj", "length-mismatch"],
  ])("refuses %s", (_, hash, reason) => {
    expect(checkBlurhash(hash)).toEqual({ ok: false, reason });
  });
});
