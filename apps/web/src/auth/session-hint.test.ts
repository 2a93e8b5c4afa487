import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionHintCookie } from "./public-config";
import { cookiesHoldHint, sessionHintAttribute, sessionHintScript } from "./session-hint";

afterEach(() => vi.unstubAllGlobals());

describe("the sign-in hint cookie", () => {
  it.each([
    ["", false],
    [`${sessionHintCookie}=true`, true],
    [`other=1; ${sessionHintCookie}=true; last=2`, true],
    [`x${sessionHintCookie}=true`, false],
    [`${sessionHintCookie}x=true`, false],
    ["awdAllianceToken=abc", false],
  ])("in %j: %s", (cookies, held) => {
    expect(cookiesHoldHint(cookies, sessionHintCookie)).toBe(held);
  });
});

describe("the head's script", () => {
  /** The attributes the script leaves on <html> for these cookies. */
  const attributesAfter = (cookie: string) => {
    const attributes: Record<string, string> = {};
    vi.stubGlobal("document", {
      cookie,
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    });
    new Function(sessionHintScript())();
    return attributes;
  };

  it("marks <html> for a reader who signed in on this browser", () => {
    expect(attributesAfter(`a=1; ${sessionHintCookie}=true`)).toEqual({ [sessionHintAttribute]: "" });
  });

  it("leaves <html> alone for a reader who did not", () => {
    expect(attributesAfter("a=1")).toEqual({});
  });
});
