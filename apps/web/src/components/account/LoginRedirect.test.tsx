import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerSessionActions } from "@/auth/session-store";
import { fakeSessionActions } from "@/testing/reader-session";
import { LoginRedirect } from "./LoginRedirect.island";

// /awd/login as a reader lands on it: it says it is moving to the login page and starts the sign-in,
// to come back to redirectUrl or the page of this site the reader came from (home when opened
// directly, the site root for anything else);
// screen=signup opens the sign-up screen. A sign-in that cannot start is told as a failure.

afterEach(() => {
  vi.restoreAllMocks();
});

async function land(path: string, referrer = "") {
  window.history.pushState(null, "", path);
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
  const actions = fakeSessionActions();
  render(<LoginRedirect />);
  await act(async () => {});
  return actions;
}

const site = window.location.origin;

describe("LoginRedirect", () => {
  it.each([
    ["redirectUrl", "/awd/login?redirectUrl=%2Fawd%2Farticles%2F7", "", "/awd/articles/7"],
    ["the page of this site it came from", "/awd/login", `${site}/awd/category/news?p=2`, "/awd/category/news?p=2"],
    ["the site root, having come from another site", "/awd/login", "https://example.com/page", "/"],
    ["home, opened directly", "/awd/login", "", "/awd/"],
    ["the site root, for a redirectUrl off the site", "/awd/login?redirectUrl=https%3A%2F%2Fevil.example%2F", "", "/"],
  ])("starts the sign-in, to come back to %s", async (_, path, referrer, returnTo) => {
    const actions = await land(path, referrer);
    expect(screen.getByRole("status").textContent).toBe("ログインページへ移動しています…");
    expect(actions.login).toHaveBeenCalledWith({ returnTo, signUp: false });
  });

  it("opens the sign-up screen for screen=signup", async () => {
    const actions = await land("/awd/login?screen=signup&redirectUrl=%2Fawd%2Fmypage");
    expect(actions.login).toHaveBeenCalledWith({ returnTo: "/awd/mypage", signUp: true });
  });

  it("tells a sign-in that cannot start as a failure", async () => {
    window.history.pushState(null, "", "/awd/login");
    registerSessionActions({
      ...fakeSessionActions(),
      login: async () => {
        throw new Error("the SDK could not load");
      },
    });
    render(<LoginRedirect />);
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toBe("ログインを完了できませんでした。もう一度お試しください。");
  });
});
