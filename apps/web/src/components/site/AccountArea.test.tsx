import { savedAccountKey } from "@awd/core/saved-issue-cache";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionStatus } from "@/auth/session-store";
import { type FakeAnswer, fakeApi, heldBack } from "@/testing/fake-api";
import { afterPaintAnswer, openPage, rightOf } from "@/testing/reader-session";

// The header's account place as each reader sees it: お申し込み and ログイン for an anonymous
// visitor, the account menu (and the cards due) for a signed-in reader, お申し込み for a free member
// only, and neither login nor お申し込み for a reader whose session or right cannot be confirmed.

// The code a signed-in reader's page loads after paint comes on its first use, slowly on a busy machine.
const loadMs = 10_000;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The account place on a new page, for a reader whose session is `status`, the API answering as told. */
async function renderArea(
  status: SessionStatus,
  answer: () => FakeAnswer | Promise<FakeAnswer>,
  { renewing = false } = {},
) {
  const { AccountArea, reader } = await openPage(() => import("./AccountArea.island"));
  const actions = reader.fakeSessionActions();
  const sent = fakeApi(answer);
  reader.sessionIs(status, { renewing });
  render(<AccountArea />);
  return { sent, actions, reader };
}

const links = () => screen.queryAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
const menuButton = () => screen.queryByRole("button", { name: "アカウントメニュー" });
const never = () => heldBack<FakeAnswer>().promise;

describe("AccountArea", () => {
  it("offers an anonymous visitor お申し込み and ログイン, which starts the sign-in from this page", async () => {
    const { sent, actions } = await renderArea("anonymous", never);
    expect(links()).toEqual([
      ["お申し込み", "/awd/lp/index.html"],
      ["ログイン", "/awd/login"],
    ]);
    expect(menuButton()).toBeNull();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole("link", { name: "ログイン" }));
    expect(actions.login).toHaveBeenCalledWith();
  });

  it.each([
    ["a subscriber", "subscriber", "マイページ", [], ["マイページ", "単語帳", "ログアウト"]],
    ["a free member", "free", "お申し込み", [["お申し込み", "/awd/lp/index.html"]], ["単語帳", "ログアウト"]],
  ] as const)("shows %s the account menu, closed until opened", async (_, kind, arrives, apply, menu) => {
    const { sent } = await renderArea("signed-in", () => afterPaintAnswer(rightOf(kind)));
    // What the right brings (マイページ in the closed menu, or お申し込み) says it arrived.
    await screen.findByRole("link", { name: arrives, hidden: true }, { timeout: loadMs });
    expect(sent.map((request) => request.path)).toEqual(["/reader/after-paint"]);
    expect(links()).toEqual(apply);
    expect(screen.queryByRole("link", { name: "ログイン" })).toBeNull();

    const button = menuButton() as HTMLElement;
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(menu);
  });

  it("shows a signed-in reader the count of cards due beside the menu", async () => {
    await renderArea("signed-in", () => afterPaintAnswer(rightOf("subscriber"), 3));
    const badge = await screen.findByRole("link", { name: "復習する単語 3語" }, { timeout: loadMs });
    expect(badge.getAttribute("href")).toBe("/awd/review");
  });

  it.each([
    ["whose stored session is being renewed", "loading"],
    ["whose session the provider cannot renew just now", "unconfirmed"],
  ] as const)("offers a reader %s neither ログイン nor お申し込み", async (_, status) => {
    const { sent } = await renderArea(status, never, { renewing: true });
    expect(links()).toEqual([]);
    expect(menuButton()).toBeNull();
    expect(sent).toEqual([]);
  });

  it("keeps the menu of a reader who saved an issue on this device while the provider cannot be reached", async () => {
    localStorage.setItem(savedAccountKey, "reader");
    await renderArea("unconfirmed", never, { renewing: true });
    expect(menuButton()).not.toBeNull();
    expect(links()).toEqual([]);
  });

  it("does not ask a signed-in reader to subscribe while their right is being fetched", async () => {
    const { sent } = await renderArea("signed-in", never);
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: loadMs });
    expect(menuButton()).not.toBeNull();
    expect(links()).toEqual([]);
  });

  it("does not ask a signed-in reader to subscribe when their right cannot be fetched", async () => {
    const answer = heldBack<FakeAnswer>();
    const { sent, reader } = await renderArea("signed-in", () => answer.promise);
    await reader.answerHeldRequest(sent, answer.resolve, { status: 503 }, { retried: true });
    expect(menuButton()).not.toBeNull();
    expect(links()).toEqual([]);
  });
});
