import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeAnswer, fakeApi, heldBack } from "@/testing/fake-api";
import { afterPaintAnswer, openPage, rightOf } from "@/testing/reader-session";

// A signed-in reader whose session or right cannot be confirmed just now is told so, with what
// failed and how, and 再読み込み asks again; everyone else sees nothing here.

afterEach(() => {
  vi.useRealTimers();
});

async function openNotice() {
  const { ReaderUnconfirmedNotice, reader } = await openPage(() => import("./ReaderUnconfirmedNotice.island"));
  const actions = reader.fakeSessionActions();
  return { ReaderUnconfirmedNotice, reader, actions };
}

const notice = () => screen.queryByRole("alert");
const title = () => notice()?.querySelector("h2")?.textContent;

describe("ReaderUnconfirmedNotice", () => {
  it("tells a reader whose session cannot be renewed, and asks the provider again on 再読み込み", async () => {
    const { ReaderUnconfirmedNotice, reader, actions } = await openNotice();
    const sent = fakeApi(() => "offline");
    reader.sessionIs("unconfirmed", { renewing: true });
    render(<ReaderUnconfirmedNotice />);
    expect(title()).toBe("ログイン状態を確認できませんでした（通信エラー）");
    expect(notice()?.textContent).toContain(
      "自動でもう一度試しています。しばらくしても表示されない場合は、再読み込みしてください。",
    );
    fireEvent.click(screen.getByRole("button", { name: "再読み込み" }));
    await waitFor(() => expect(actions.renew).toHaveBeenCalledOnce());
    expect(sent).toEqual([]);
  });

  it.each([
    ["the server failed", { status: 503 }, "ご契約を確認できませんでした（エラー 503）"],
    ["no answer came", "offline", "ご契約を確認できませんでした（通信エラー）"],
  ] as const)("tells a signed-in reader whose right cannot be fetched: %s", async (_, failure, told) => {
    const { ReaderUnconfirmedNotice, reader } = await openNotice();
    const first = heldBack<FakeAnswer>();
    const again = heldBack<FakeAnswer>();
    const sent = fakeApi(() => (sent.length === 1 ? first.promise : again.promise));
    reader.sessionIs("signed-in");
    render(<ReaderUnconfirmedNotice />);
    await reader.answerHeldRequest(sent, first.resolve, failure, { retried: true });
    expect(title()).toBe(told);

    // 再読み込み asks at once; the notice stays until an answer comes, and goes with it.
    fireEvent.click(screen.getByRole("button", { name: "再読み込み" }));
    await reader.until(() => sent.length === 2);
    expect(title()).toBe(told);
    await act(async () => again.resolve(afterPaintAnswer(rightOf("subscriber")) as FakeAnswer));
    await reader.until(() => notice() === null);
  });

  it.each([
    ["an anonymous visitor", "anonymous", false],
    ["a signed-in reader whose right arrived", "signed-in", true],
    ["a reader whose stored session is being renewed", "loading", false],
  ] as const)("shows %s nothing", async (_, status, asks) => {
    const { ReaderUnconfirmedNotice, reader } = await openNotice();
    const sent = fakeApi(() => afterPaintAnswer(rightOf("free")));
    reader.sessionIs(status, { renewing: status === "loading" });
    render(<ReaderUnconfirmedNotice />);
    if (asks) await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    await act(async () => {});
    expect(notice()).toBeNull();
  });
});
