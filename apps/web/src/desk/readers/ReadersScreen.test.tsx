import type { ReaderSummary } from "@awd/core/contract/desk-readers";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { editor, ok, problem, renderDesk, screenRequests, viewer } from "@/testing/desk";
import { type FakeAnswer, heldBack } from "@/testing/fake-api";
import { ReadersScreen } from "./ReadersScreen.island";

// The readers search as an operator uses it: an email (or its beginning) sent as typed, the search
// waiting while it is sent, the accounts found (each a link to its page), none found, too many, a
// failure told as its status says, and an empty search refused before sending.

const reader = (subject: string, email: string, course: ReaderSummary["course"]): ReaderSummary => ({
  subject,
  email,
  name: "山田 花子",
  kind: "personal",
  course,
});
const found = [
  reader("auth0|1", "hanako@awd.example", {
    product: "digital",
    status: "available",
    startedAt: "2020-01-01T00:00:00+09:00",
    expireAt: "2099-01-01T00:00:00+09:00",
    isDoubleCourseFirstMonthContract: false,
    previewCodeAuthenticatedAt: null,
  }),
  reader("auth0|2", "hanako.2@awd.example", null),
];

async function search(typed: string) {
  const user = userEvent.setup();
  if (typed) await user.type(screen.getByRole("textbox", { name: "メールアドレス（前方一致）" }), typed);
  await user.click(screen.getByRole("button", { name: "探す" }));
}

describe("ReadersScreen", () => {
  it.each([
    ["an editor", editor],
    ["a viewer", viewer],
  ])("lets %s search, waits while it is sent, and lists the accounts found with a link to each", async (_, who) => {
    const answer = heldBack<FakeAnswer>();
    const sent = await renderDesk(<ReadersScreen />, who, () => answer.promise);
    await search(" hanako ");
    expect(screen.getByRole("button", { name: "探しています…" }).hasAttribute("disabled")).toBe(true);
    expect(screenRequests(sent).map((r) => r.path)).toEqual(["/desk/readers?email=hanako"]);

    await act(async () => answer.resolve(ok({ readers: found, more: false })));
    const table = screen.getByRole("table", { name: "検索結果（2件）" });
    const link = within(table).getByRole("link", { name: "hanako@awd.example" });
    expect(link.getAttribute("href")).toContain("/desk/readers/auth0%7C1");
    const first = within(table).getByRole("row", { name: /hanako@awd\.example/ });
    expect(within(first).getByText("デジタルコース")).toBeTruthy();
    expect(within(table).getByRole("row", { name: /hanako\.2@awd\.example/ }).textContent).toContain("なし");
    expect(screen.queryByText(/先頭の50件だけ/)).toBeNull();
  });

  it.each([
    [{ readers: [], more: false }, "「nobody」で始まるアカウントはありません。"],
    [
      { readers: found, more: true },
      "一致するアカウントが多いため、先頭の50件だけを表示しています。もう少し入力してください。",
    ],
  ])("says what it found: %j", async (answer, said) => {
    await renderDesk(<ReadersScreen />, editor, () => ok(answer));
    await search("nobody");
    expect(await screen.findByText(said)).toBeTruthy();
  });

  it("refuses an empty search before sending it", async () => {
    const sent = await renderDesk(<ReadersScreen />, editor, () => ok({ readers: [], more: false }));
    await search("   ");
    expect((await screen.findByRole("alert")).textContent).toBe("メールアドレスを入力してください。");
    expect(screenRequests(sent)).toEqual([]);
  });

  it.each([
    [403, "この操作を行う権限がありません。"],
    [401, "ログインの有効期限が切れました。ページを読み込み直してログインしてください。"],
  ])("tells a search answered %i, and drops what an earlier search found", async (status, said) => {
    let fail = false;
    await renderDesk(<ReadersScreen />, editor, () => (fail ? problem(status) : ok({ readers: found, more: false })));
    await search("hanako");
    expect(await screen.findByRole("table", { name: "検索結果（2件）" })).toBeTruthy();
    fail = true;
    await search("x");
    expect((await screen.findByRole("alert")).textContent).toBe(said);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
