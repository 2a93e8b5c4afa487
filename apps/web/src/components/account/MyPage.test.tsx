import { readerCodeMaxLength, readerCodeProblems } from "@awd/core/reader-code";
import { emptyRight } from "@awd/core/rights";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SessionStatus } from "@/auth/session-store";
import { type FakeAnswer, fakeApi, heldBack } from "@/testing/fake-api";
import { afterPaintAnswer } from "@/testing/reader-session";

// My page as each reader sees it: loading, a login invitation for a visitor, nothing of the contract
// while the session or right cannot be confirmed (the frame's notice says so), a failure told as a
// failure, a note for corporate IDs, and for an account its contract (course, state, dates, the
// preview code of a double course) or the note that none was found, with logout.

const loadMs = 10_000;
const session = { sessionExpiresAt: "2099-01-01T00:00:00Z" };
const started = "2026-01-01T01:30:00Z";
const rights = {
  digital: {
    ...emptyRight,
    ...session,
    productContentId: "digital",
    status: "available",
    startedAt: started,
    expireAt: "2099-12-31T14:59:00Z",
  },
  ended: {
    ...emptyRight,
    ...session,
    productContentId: "digital",
    status: "available",
    startedAt: started,
    expireAt: "2026-02-01T01:30:00Z",
  },
  double: {
    ...emptyRight,
    ...session,
    productContentId: "double",
    status: "available",
    startedAt: started,
    expireAt: "2099-12-31T14:59:00Z",
  },
  corporate: { ...emptyRight, ...session, accountKind: "corporate" },
  free: { ...emptyRight, ...session },
} as const;

async function renderMyPage(status: SessionStatus, right: FakeAnswer | null, { renewing = false } = {}) {
  const { openPage } = await import("@/testing/reader-session");
  const { MyPage, reader } = await openPage(() => import("./MyPage.island"));
  const actions = reader.fakeSessionActions();
  // The page's other cards (reading record, podcast feed) wait for their answers: not this test's.
  const sent = fakeApi((request) =>
    request.path.startsWith("/reader/after-paint") && right ? right : heldBack<FakeAnswer>().promise,
  );
  reader.sessionIs(status, { renewing });
  render(<MyPage />);
  return { sent, actions };
}

const contract = () => screen.queryByRole("region", { name: "ご契約" });
const facts = (region: HTMLElement) =>
  [...region.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe("MyPage", () => {
  it("says the contract is loading while the stored session is being renewed", async () => {
    await renderMyPage("loading", null, { renewing: true });
    expect(within(contract() as HTMLElement).getByRole("status").textContent).toBe("読み込んでいます…");
  });

  it("invites a visitor to log in", async () => {
    const { actions } = await renderMyPage("anonymous", null);
    expect(screen.getByText(/マイページを表示するには、ログインしてください。/)).toBeTruthy();
    expect(contract()).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "ログイン" }));
    expect(actions.login).toHaveBeenCalledOnce();
  });

  it("shows nothing of the contract while the session cannot be confirmed", async () => {
    await renderMyPage("unconfirmed", null, { renewing: true });
    expect(contract()).toBeNull();
    expect(screen.queryByRole("button", { name: "ログイン" })).toBeNull();
    expect(document.body.textContent).toBe("");
  });

  it("tells a right the API refused as a failure", async () => {
    await renderMyPage("signed-in", { status: 401, body: { code: "token-invalid", message: "invalid" } });
    expect((await screen.findByRole("alert", undefined, { timeout: loadMs })).textContent).toBe(
      "ご契約の情報を読み込めませんでした。時間をおいて、もう一度お試しください。",
    );
    expect(contract()).toBeNull();
  });

  it("tells a corporate ID it has no my page", async () => {
    await renderMyPage("signed-in", afterPaintAnswer(rights.corporate));
    expect(
      await screen.findByText("法人IDでご利用の方には、マイページはありません。", undefined, { timeout: loadMs }),
    ).toBeTruthy();
    expect(contract()).toBeNull();
  });

  it.each([
    [
      "a running digital course",
      rights.digital,
      [
        ["コース", "デジタルコース"],
        ["状態", "ご利用中"],
        ["開始日", "2026年1月1日 10:30"],
        ["有効期限", "2099年12月31日 23:59"],
      ],
    ],
    [
      "an ended digital course",
      rights.ended,
      [
        ["コース", "デジタルコース"],
        ["状態", "終了"],
        ["開始日", "2026年1月1日 10:30"],
        ["有効期限", "2026年2月1日 10:30"],
      ],
    ],
    [
      "a double course without its preview code",
      rights.double,
      [
        ["コース", "ダブルコース"],
        ["状態", "ご利用中"],
        ["開始日", "2026年1月1日 10:30"],
        ["有効期限", "2099年12月31日 23:59"],
        ["プレビューコード", "未入力または期限切れ プレビューコードを入力する"],
      ],
    ],
  ])("shows a reader %s, with logout", async (_, right, shown) => {
    const { actions } = await renderMyPage("signed-in", afterPaintAnswer(right));
    // The account's email comes with the contract, once the right arrived.
    await screen.findByText("reader@example.jp", undefined, { timeout: loadMs });
    expect(facts(contract() as HTMLElement)).toEqual(shown);
    await userEvent.click(screen.getByRole("button", { name: "ログアウト" }));
    expect(actions.logout).toHaveBeenCalledOnce();
  });

  it("tells a free member no contract was found, offering the linking form", async () => {
    await renderMyPage("signed-in", afterPaintAnswer(rights.free));
    await screen.findByText("reader@example.jp", undefined, { timeout: loadMs });
    expect(within(contract() as HTMLElement).getByText(/デジタル版のご契約が見つかりません。/)).toBeTruthy();
    expect(screen.getByRole("region", { name: "購読連携コードの登録" })).toBeTruthy();
  });

  it("takes a linking code no longer than the API does, sending what it kept", async () => {
    const { sent } = await renderMyPage("signed-in", afterPaintAnswer(rights.free));
    const box = await screen.findByRole("textbox", { name: "購読連携コード" }, { timeout: loadMs });
    const user = userEvent.setup();
    await user.type(box, "L".repeat(readerCodeMaxLength.linking + 1));
    expect((box as HTMLInputElement).value).toBe("L".repeat(readerCodeMaxLength.linking));
    await user.click(screen.getByRole("button", { name: "登録する" }));
    const posted = sent.filter((request) => request.path === "/auth/code");
    expect(posted.map((request) => request.body)).toEqual([
      { authenticationCode: "L".repeat(readerCodeMaxLength.linking) },
    ]);
    expect(readerCodeProblems("linking", "L".repeat(readerCodeMaxLength.linking))).toEqual([]);
  });
});
