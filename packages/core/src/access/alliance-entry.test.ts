import { describe, expect, it } from "vitest";
import {
  allianceEntryAgeProblem,
  allianceEntryMessage,
  looksSigned,
  parseSignedAllianceEntry,
  refererEntryHost,
} from "./alliance-entry.ts";

const sig = "0123456789abcdef".repeat(4);
const valid = { partner: "partner.example", ts: "1795000000", nonce: "n0nce-0f-16_char", sig };
const query = (fields: Record<string, string | string[] | undefined>): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value : [value]]],
    ),
  );

describe("parseSignedAllianceEntry", () => {
  it("reads a well-formed link, ts as a number and the signature in lower case", () => {
    expect(parseSignedAllianceEntry(query({ ...valid, sig: sig.toUpperCase(), utm_source: "top" }))).toEqual({
      ok: true,
      value: { partner: "partner.example", ts: 1_795_000_000, nonce: "n0nce-0f-16_char", sig },
    });
  });

  it.each([
    ["no partner", { partner: undefined }],
    ["no ts", { ts: undefined }],
    ["no nonce", { nonce: undefined }],
    ["no sig", { sig: undefined }],
    ["an empty partner", { partner: "" }],
    ["a partner in capitals", { partner: "Partner.example" }],
    ["a partner with a newline", { partner: "partner.example\n1795000000" }],
    ["a partner of 254 characters", { partner: "a".repeat(254) }],
    ["a percent in the partner", { partner: "partner%2eexample" }],
    ["ts in milliseconds past the year 5000", { ts: "1795000000000" }],
    ["ts with a leading zero", { ts: "01795000000" }],
    ["a negative ts", { ts: "-1" }],
    ["a fractional ts", { ts: "1795000000.5" }],
    ["ts as a date", { ts: "2026-11-24T00:00:00Z" }],
    ["a nonce of 15 characters", { nonce: "a".repeat(15) }],
    ["a nonce of 65 characters", { nonce: "a".repeat(65) }],
    ["a nonce with a slash", { nonce: "n0nce/0f/16/char" }],
    ["a nonce with a newline", { nonce: "n0nce-0f-16_char\nx" }],
    ["a sig of 63 hex digits", { sig: sig.slice(1) }],
    ["a sig of 65 hex digits", { sig: `${sig}0` }],
    ["a base64 sig", { sig: "q".repeat(43) }],
    ["a partner given twice", { partner: ["partner.example", "other.example"] }],
    ["a nonce given twice", { nonce: [valid.nonce, valid.nonce] }],
  ])("refuses %s", (_, change) => {
    expect(parseSignedAllianceEntry(query({ ...valid, ...change }))).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("looksSigned", () => {
  it.each([
    [{}, false],
    [{ utm_source: ["top"] }, false],
    [{ partner: ["partner.example"] }, true],
    [{ sig: [""] }, true],
  ])("%j → %s", (q, expected) => {
    expect(looksSigned(q)).toBe(expected);
  });
});

describe("allianceEntryMessage", () => {
  it("joins partner, ts and nonce by newlines", () => {
    expect(allianceEntryMessage({ partner: "partner.example", ts: 1_795_000_000, nonce: "abc" })).toBe(
      "partner.example\n1795000000\nabc",
    );
  });
});

describe("allianceEntryAgeProblem (5 minutes of validity, 60 s of clock skew)", () => {
  const now = 1_795_000_000_500;
  it.each([
    ["made just now", 1_795_000_000, undefined],
    ["made 300 s ago", 1_795_000_000 - 300, undefined],
    ["made 301 s ago", 1_795_000_000 - 301, "expired"],
    ["made a day ago", 1_795_000_000 - 86_400, "expired"],
    ["made 60 s ahead", 1_795_000_000 + 60, undefined],
    ["made 61 s ahead", 1_795_000_000 + 61, "from-future"],
    ["made a year ahead", 1_795_000_000 + 31_536_000, "from-future"],
  ])("a link %s: %s", (_, ts, problem) => {
    expect(allianceEntryAgeProblem(ts, now)).toBe(problem);
  });
});

describe("refererEntryHost (exact host after URL parsing)", () => {
  it.each([
    ["https://partner.example/", "partner.example"],
    ["https://partner.example/news/today?id=1#top", "partner.example"],
    ["http://partner.example", "partner.example"],
    ["https://Partner.Example/news", "partner.example"],
    ["https://partner.example:443/news", "partner.example"],
    ["http://partner.example:80/", "partner.example"],
    ["https://news.partner.example/", "news.partner.example"],
  ])("%s names %s", (referer, host) => {
    expect(refererEntryHost(referer)).toBe(host);
  });

  it.each([
    undefined,
    "",
    "partner.example",
    "//partner.example/",
    "https://evil.com@partner.example/",
    "https://partner.example@evil.com/",
    "https://user:pass@partner.example/",
    "https://partner%2eexample/",
    "https://partner%2Eexample/",
    "https://partner.example:8443/",
    "http://partner.example:443/",
    "ftp://partner.example/",
    "javascript://partner.example/%0aalert(1)",
    "https:\\\\partner.example\\",
    "https:/partner.example/",
    " https://partner.example/",
    "https://partner\t.example/",
    "https://[::1]/",
    "https://1.2.3/",
    "https://",
  ])("refuses %j", (referer) => {
    expect(refererEntryHost(referer)).toBeUndefined();
  });
});
