import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeAnswer, fakeApi, heldBack, type SentRequest } from "@/testing/fake-api";
import { fakeSessionActions, sessionIs, until } from "@/testing/reader-session";
import { PodcastFeed } from "./PodcastFeed.island";

// My page's podcast card as a signed-in reader uses it: whether a feed URL was issued, issuing one
// (its URL shown this once, to copy), re-issuing and stopping it; a failure to read or to change it
// told as a failure, with a way to ask again.

const feedPath = "/podcast/feed-token";
const issuedAt = "2026-11-20T01:30:00Z";
const status = (issued: boolean) => ({ status: 200, body: { data: { issued, issuedAt: issued ? issuedAt : null } } });

beforeEach(() => {
  fakeSessionActions();
  sessionIs("signed-in");
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderCard(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent = fakeApi(answer);
  render(<PodcastFeed />);
  const card = screen.getByRole("region", { name: "ポッドキャストアプリで聴く" });
  return { sent, card, user: userEvent.setup() };
}

const texts = (card: HTMLElement) => [...card.querySelectorAll("p")].map((p) => p.textContent);
const buttons = (card: HTMLElement) =>
  within(card)
    .queryAllByRole("button")
    .map((b) => b.textContent);

describe("PodcastFeed", () => {
  it("says it is loading until the API answers", () => {
    const { card } = renderCard(() => heldBack<FakeAnswer>().promise);
    expect(within(card).getByRole("status").textContent).toBe("読み込んでいます…");
    expect(buttons(card)).toEqual([]);
  });

  it.each([
    ["no feed URL yet: フィードURLを発行", false, "フィードURLはまだ発行されていません。", ["フィードURLを発行"]],
    [
      "a feed URL issued: when, 再発行 and 停止",
      true,
      "2026年11月20日 10:30に発行したURLが使えます。URLは発行時にだけ表示しています。",
      ["再発行", "停止"],
    ],
  ])("shows %s", async (_, issued, told, offered) => {
    const { card } = renderCard(() => status(issued));
    expect(await within(card).findByText(told)).toBeTruthy();
    expect(buttons(card)).toEqual(offered);
    expect(texts(card).includes("再発行すると、これまでのURLは使えなくなります。")).toBe(issued);
  });

  it("issues a URL, shows it this once, and copies it", async () => {
    const issuing = heldBack<FakeAnswer>();
    const { card, sent, user } = renderCard((request) => (request.method === "POST" ? issuing.promise : status(false)));
    await user.click(await within(card).findByRole("button", { name: "フィードURLを発行" }));
    expect(within(card).getByRole("status").textContent).toBe("処理しています…");
    expect(within(card).getByRole("button", { name: "フィードURLを発行" })).toHaveProperty("disabled", true);
    expect(sent.map((r) => [r.method, r.path])).toEqual([
      ["GET", feedPath],
      ["POST", feedPath],
    ]);

    const url = "https://example.jp/awd/podcast/abc123/feed.xml";
    await act(async () => issuing.resolve({ status: 201, body: { data: { url, issuedAt } } }));
    const box = await within(card).findByRole("textbox", { name: "あなたのフィードURL" });
    expect((box as HTMLInputElement).value).toBe(url);
    expect(texts(card)).toContain("このURLは今だけ表示します。なくした場合は再発行してください。");
    expect(buttons(card)).toEqual(["URLをコピー", "再発行", "停止"]);

    await user.click(within(card).getByRole("button", { name: "URLをコピー" }));
    expect((await within(card).findByRole("status")).textContent).toBe("コピーしました");
    // (the clipboard of user-event, which stands in for the browser's)
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it("stops the URL and says so", async () => {
    const { card, sent, user } = renderCard((request) => (request.method === "DELETE" ? status(false) : status(true)));
    await user.click(await within(card).findByRole("button", { name: "停止" }));
    expect((await within(card).findByRole("status")).textContent).toBe(
      "フィードURLを停止しました。これまでのURLは使えません。",
    );
    expect(texts(card)).toContain("フィードURLはまだ発行されていません。");
    expect(sent.map((r) => r.method)).toEqual(["GET", "DELETE"]);
  });

  it("tells a change that failed as a failure, and asks nothing again by itself", async () => {
    const { card, sent, user } = renderCard((request) => (request.method === "POST" ? { status: 503 } : status(true)));
    await user.click(await within(card).findByRole("button", { name: "再発行" }));
    expect((await within(card).findByRole("alert")).textContent).toBe(
      "処理できませんでした。時間をおいて、もう一度お試しください。",
    );
    expect(texts(card)).toContain("2026年11月20日 10:30に発行したURLが使えます。URLは発行時にだけ表示しています。");
    expect(sent.map((r) => r.method)).toEqual(["GET", "POST"]);
  });

  it("tells a status it could not read as a failure, after asking again, and reads it on もう一度読み込む", async () => {
    // The clock is the test's from the start: the retries wait on it.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let failing = true;
    const { card, sent } = renderCard(() => (failing ? { status: 503 } : status(false)));
    for (const retry of [1, 2, 3]) {
      await until(() => vi.getTimerCount() === 1);
      expect(within(card).getByRole("status").textContent).toBe("読み込んでいます…");
      act(() => vi.runOnlyPendingTimers());
      await until(() => sent.length === retry + 1);
    }
    await until(() => within(card).queryByRole("alert") !== null);
    const alert = within(card).getByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe("フィードURLの状態を読み込めませんでした。");
    expect(within(card).queryByText("フィードURLはまだ発行されていません。")).toBeNull();

    failing = false;
    fireEvent.click(within(alert).getByRole("button", { name: "もう一度読み込む" }));
    await until(() => within(card).queryByText("フィードURLはまだ発行されていません。") !== null);
    expect(sent).toHaveLength(5);
  });
});
