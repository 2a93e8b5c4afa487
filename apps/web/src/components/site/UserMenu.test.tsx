import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeSessionActions } from "@/testing/reader-session";
import { UserMenu } from "./UserMenu.island";

// The user icon of the header: for an account, a button opening マイページ (a subscriber's), 単語帳
// and ログアウト, closed again by a click outside, Escape or logging out; for an alliance visitor,
// the icon alone.

let actions: ReturnType<typeof fakeSessionActions>;

beforeEach(() => {
  actions = fakeSessionActions();
});

function renderMenu(myPageHref: string | null) {
  render(
    <>
      <p>本文</p>
      <UserMenu myPageHref={myPageHref} notebookHref="/awd/mypage/words" hasMenu />
    </>,
  );
  const button = screen.getByRole("button", { name: "アカウントメニュー" });
  return { button, user: userEvent.setup() };
}

/** The menu's items as the reader sees them: nothing while it is closed. */
const items = () =>
  [...screen.queryAllByRole("link"), ...screen.queryAllByRole("button", { name: "ログアウト" })].map((item) => [
    item.textContent,
    item.getAttribute("href"),
  ]);

describe("UserMenu", () => {
  it("shows an alliance visitor the icon alone, with no menu", () => {
    render(<UserMenu myPageHref={null} notebookHref="/awd/mypage/words" hasMenu={false} />);
    expect(screen.getByRole("img", { name: "アカウントメニュー" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(items()).toEqual([]);
  });

  it.each([
    ["a subscriber: マイページ, 単語帳, ログアウト", "/awd/mypage", [["マイページ", "/awd/mypage"]]],
    ["a reader without my page: 単語帳, ログアウト", null, []],
  ])("opens on a click for %s", async (_, myPageHref, myPage) => {
    const { button, user } = renderMenu(myPageHref);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(items()).toEqual([]);

    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(items()).toEqual([...myPage, ["単語帳", "/awd/mypage/words"], ["ログアウト", null]]);
  });

  it.each([
    [
      "a click on the icon again",
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: "アカウントメニュー" })),
    ],
    ["a click outside it", async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByText("本文"))],
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
  ])("closes on %s", async (_, closeIt) => {
    const { button, user } = renderMenu("/awd/mypage");
    await user.click(button);
    await closeIt(user);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(items()).toEqual([]);
  });

  it("stays open on a click inside it", async () => {
    const { button, user } = renderMenu("/awd/mypage");
    await user.click(button);
    await user.pointer({ keys: "[MouseLeft]", target: screen.getByRole("list") });
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

  it("logs the reader out on ログアウト, and closes", async () => {
    const { button, user } = renderMenu("/awd/mypage");
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "ログアウト" }));
    await act(async () => {});
    expect(actions.logout).toHaveBeenCalledOnce();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
