import { allianceCookie } from "@awd/core/constants";
import { allianceRight } from "@awd/core/rights";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/testing/fake-api";
import { openPage } from "@/testing/reader-session";
import { removeAllianceToken } from "./alliance-cookie";

// The session decided on the first client render, as the header shows it: a visitor with no session
// stored on this browser is anonymous at once (ログイン, nothing asked);
// a token in the address bar makes an alliance visitor, moved into its cookie. (A stored session
// loads the SDK bridge, which is the Auth0 SDK's: not rendered here.)

afterEach(() => {
  removeAllianceToken();
});

async function boot(path: string) {
  window.history.pushState(null, "", path);
  const { SessionBoot, AccountArea, MyPage } = await openPage(async () => ({
    ...(await import("./SessionBoot.island")),
    ...(await import("@/components/site/AccountArea.island")),
    ...(await import("@/components/account/MyPage.island")),
  }));
  const sent = fakeApi(() => ({
    status: 200,
    body: { data: { ...allianceRight, sessionExpiresAt: "2099-01-01T00:00:00Z" } },
  }));
  render(
    <>
      <SessionBoot />
      <AccountArea />
      {path === "/awd/mypage" && <MyPage />}
    </>,
  );
  return { sent };
}

describe("SessionBoot", () => {
  it("makes a visitor with no stored session anonymous at once, asking nothing", async () => {
    const { sent } = await boot("/awd/mypage");
    expect(screen.getByRole("link", { name: "ログイン" })).toBeTruthy();
    // Known at once: my page invites to log in rather than saying it is loading.
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText(/マイページを表示するには、ログインしてください。/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "お申し込み" })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("makes an alliance visitor of a token in the address bar, moving it into its cookie", async () => {
    const { sent } = await boot("/awd/articles/7?awdAllianceToken=partner-token&p=1");
    expect(window.location.search).toBe("?p=1");
    expect(document.cookie).toContain(`${allianceCookie.name}=`);
    expect(await screen.findByRole("img", { name: "アカウントメニュー" }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("link", { name: "お申し込み" })).toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole("link", { name: "ログイン" })).toBeNull();
    expect(sent.map((request) => request.path)).toEqual(["/auth/right"]);
  });
});
