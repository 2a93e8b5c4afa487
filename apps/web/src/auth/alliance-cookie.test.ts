import { afterEach, describe, expect, it, vi } from "vitest";
import { storeAllianceToken } from "./alliance-cookie";

// The cookie the browser is asked to keep, on a site served over each scheme.
function cookieWrittenOn(origin: string): string {
  const written: string[] = [];
  vi.stubGlobal("window", { location: new URL(`${origin}/awd/`) });
  vi.stubGlobal("document", {
    set cookie(value: string) {
      written.push(value);
    },
  });
  storeAllianceToken("alliance-token");
  return written.join("\n");
}

const attributesOf = (cookie: string) => cookie.split(";").map((part) => part.trim().toLowerCase());

afterEach(() => vi.unstubAllGlobals());

describe("the alliance cookie", () => {
  it.each([
    ["https://awd.example.com", true],
    ["http://localhost:3000", false],
  ])("on %s is Secure: %s", (origin, secure) => {
    const cookie = cookieWrittenOn(origin);
    expect(cookie).toMatch(/^awdAllianceToken=/);
    expect(attributesOf(cookie).includes("secure")).toBe(secure);
    expect(attributesOf(cookie)).toContain("samesite=lax");
  });
});
