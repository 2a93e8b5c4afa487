import { describe, expect, it } from "vitest";
import { type PartnerIdProblemCode, partnerIdMaxLength, partnerIdProblems, typedPartnerId } from "./partner-id.ts";

describe("typedPartnerId", () => {
  it.each([
    [" Partner.Example ", "partner.example"],
    ["partner.example", "partner.example"],
    ["", ""],
  ])("%j → %j", (typed, id) => {
    expect(typedPartnerId(typed)).toBe(id);
  });
});

describe("partnerIdProblems", () => {
  it.each<[string, PartnerIdProblemCode[]]>([
    ["partner.example", []],
    ["news-site.co.jp", []],
    ["127.0.0.1", []],
    ["a".repeat(partnerIdMaxLength), []],
    ["a".repeat(partnerIdMaxLength + 1), ["partner-id-invalid"]],
    ["", ["partner-id-invalid"]],
    ["Partner.example", ["partner-id-invalid"]],
    ["partner.example/path", ["partner-id-invalid"]],
    ["https://partner.example", ["partner-id-invalid"]],
    ["partner example", ["partner-id-invalid"]],
  ])("%j → %o", (id, expected) => {
    expect(partnerIdProblems(id)).toEqual(expected);
  });
});
