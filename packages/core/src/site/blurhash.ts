import { fail, ok, type Result } from "../result.ts";

// docs/product/images-and-media.md#blurred-placeholders: a placeholder is drawn only from a hash
// that can be decoded. The format (github.com/woltapp/blurhash): base 83 digits; the first encodes
// the component counts as (numY - 1) * 9 + (numX - 1), each count 1 to 9; then 1 digit of maximum
// AC, 4 of DC and 2 per AC component, so the length is 4 + 2 * numX * numY (6 at the least, for 1 x
// 1).
const base83Digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~";
const minLength = 6;
const maxComponents = 9;

export type BlurhashProblem = "too-short" | "invalid-character" | "invalid-size-flag" | "length-mismatch";

export interface BlurhashComponents {
  componentsX: number;
  componentsY: number;
}

export const checkBlurhash = (hash: string): Result<BlurhashComponents, BlurhashProblem> => {
  if (hash.length < minLength) return fail("too-short");
  if ([...hash].some((char) => !base83Digits.includes(char))) return fail("invalid-character");
  const sizeFlag = base83Digits.indexOf(hash.charAt(0));
  if (sizeFlag >= maxComponents * maxComponents) return fail("invalid-size-flag");
  const componentsX = (sizeFlag % maxComponents) + 1;
  const componentsY = Math.floor(sizeFlag / maxComponents) + 1;
  if (hash.length !== 4 + 2 * componentsX * componentsY) return fail("length-mismatch");
  return ok({ componentsX, componentsY });
};
