import type { DeskNotice } from "@awd/core/contract/desk-notices";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { deskChanges, editor, ok, problem, renderDesk, screenRequests, viewer } from "@/testing/desk";
import { itRemovesOnceAsked, itTellsAFailedRead, renderHeldRead } from "@/testing/desk-cases";
import type { FakeAnswer, SentRequest } from "@/testing/fake-api";
import { NoticesScreen } from "./NoticesScreen.island";

// The notices screen as an operator uses it: the notices in the home page's order with their state,
// moving one, removing one asked first, writing one (checked before sending), each outcome told,
// a failed read told as its status says with a way to read again, and a viewer's list alone.

const notice = (id: number, message: string, startsAt: string, endsAt: string | null): DeskNotice => ({
  id,
  message,
  url: null,
  startsAt,
  endsAt,
  position: id,
});
// Far from today, so each state holds whenever the test runs.
const notices = [
  notice(1, "年末年始のお知らせ", "2020-01-01T00:00:00+09:00", null),
  notice(2, "新しい連載が始まります", "2099-01-01T00:00:00+09:00", null),
  notice(3, "夏の特集号", "2020-07-01T00:00:00+09:00", "2020-08-01T00:00:00+09:00"),
];

const isList = (r: SentRequest) => r.method === "GET" && r.path === "/desk/notices";
const api =
  (list: DeskNotice[], change: (r: SentRequest) => FakeAnswer = () => ok({})) =>
  (r: SentRequest): FakeAnswer =>
    isList(r) ? ok({ notices: list }) : change(r);
const loaded = () => screen.findByRole("table", { name: "お知らせの一覧（トップページに出る順）" });

describe("NoticesScreen", () => {
  it("says it is reading, then lists the notices in order with their state", async () => {
    const read = await renderHeldRead(<NoticesScreen />, isList);
    expect(screen.getByText("お知らせを読み込んでいます…").getAttribute("role")).toBe("status");

    const rows = await read.answer({ notices }, loaded);
    expect(rows.map((cells) => cells.slice(0, 2))).toEqual([
      ["1", "年末年始のお知らせ"],
      ["2", "新しい連載が始まります"],
      ["3", "夏の特集号"],
    ]);
    expect(rows.map((cells) => cells[4])).toEqual(["表示中", "開始前", "終了"]);
    expect(rows[0]?.join(" ")).toContain("削除するまで");
  });

  it("says there is no notice yet", async () => {
    await renderDesk(<NoticesScreen />, editor, api([]));
    expect(await screen.findByText("お知らせはまだありません。")).toBeTruthy();
  });

  itTellsAFailedRead(() => <NoticesScreen />, { isRead: isList, answer: api(notices), loaded });

  it("shows a viewer the list and no control or form", async () => {
    await renderDesk(<NoticesScreen />, viewer, api(notices));
    await loaded();
    expect(screen.queryAllByRole("button", { name: /^(直す|削除): |を一つ(上|下)へ/ })).toEqual([]);
    expect(screen.queryByRole("region", { name: "お知らせを書く" })).toBeNull();
    expect(screen.queryByRole("button", { name: "保存する" })).toBeNull();
  });

  it.each([
    ["up", "「新しい連載が始まります」を一つ上へ", [2, 1, 3]],
    ["down", "「新しい連載が始まります」を一つ下へ", [1, 3, 2]],
  ])("moves a notice %s, shows the order the API answered, and tells it", async (_, button, ids) => {
    const answered = ids.map((id) => notices.find((n) => n.id === id) as DeskNotice);
    const sent = await renderDesk(
      <NoticesScreen />,
      editor,
      api(notices, () => ok({ notices: answered })),
    );
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: button }));
    expect((await screen.findByText("順番を変えました。")).getAttribute("role")).toBe("status");
    expect(deskChanges(sent)).toEqual([["POST", "/desk/notices/order", { ids }]]);
    const messages = within(await loaded())
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[1]?.textContent);
    expect(messages).toEqual(answered.map((n) => n.message));
  });

  it("cannot move the first notice up nor the last one down", async () => {
    await renderDesk(<NoticesScreen />, editor, api(notices));
    await loaded();
    expect(screen.getByRole("button", { name: "「年末年始のお知らせ」を一つ上へ" }).hasAttribute("disabled")).toBe(
      true,
    );
    expect(screen.getByRole("button", { name: "「夏の特集号」を一つ下へ" }).hasAttribute("disabled")).toBe(true);
  });

  itRemovesOnceAsked("a notice", {
    ui: () => <NoticesScreen />,
    api: (change) => api(notices, change),
    isRead: isList,
    loaded,
    button: "削除: 夏の特集号",
    title: "「夏の特集号」を削除しますか？",
    said: "お知らせを削除しました。",
    request: ["DELETE", "/desk/notices/3", undefined],
  });

  it("writes a new notice, previews it, sends it and tells it was added", async () => {
    const added = notice(4, "休刊のお知らせ", "2020-01-01T00:00:00+09:00", null);
    const sent = await renderDesk(
      <NoticesScreen />,
      editor,
      api(notices, () => ok(added)),
    );
    await loaded();
    const form = screen.getByRole("region", { name: "お知らせを書く" });
    const user = userEvent.setup();
    await user.type(within(form).getByRole("textbox", { name: "お知らせの文" }), "休刊のお知らせ");
    expect(within(form).getByText("休刊のお知らせ", { selector: "li, li *" })).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "保存する" }));

    expect(
      (await screen.findByText("お知らせを追加しました。トップページにすぐ反映されます。")).getAttribute("role"),
    ).toBe("status");
    expect(deskChanges(sent)).toEqual([
      ["POST", "/desk/notices", expect.objectContaining({ message: "休刊のお知らせ", url: null, endsAt: null })],
    ]);
    expect(screenRequests(sent).filter(isList)).toHaveLength(2);
  });

  it("refuses a notice without text before sending it", async () => {
    const sent = await renderDesk(<NoticesScreen />, editor, api(notices));
    await loaded();
    const form = screen.getByRole("region", { name: "お知らせを書く" });
    await userEvent.click(within(form).getByRole("button", { name: "保存する" }));
    expect(within(form).getByRole("alert").textContent).toBe("赤く示した欄を直してください。");
    const text = within(form).getByRole("textbox", { name: "お知らせの文" });
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(text);
    expect(deskChanges(sent)).toEqual([]);
  });

  it("changes a notice in its own form, and tells it", async () => {
    const sent = await renderDesk(
      <NoticesScreen />,
      editor,
      api(notices, () => ok(notices[0])),
    );
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "直す: 年末年始のお知らせ" }));
    const form = screen.getByRole("region", { name: "お知らせ 1 を直す" });
    const text = within(form).getByRole("textbox", { name: "お知らせの文" });
    expect((text as HTMLTextAreaElement).value).toBe("年末年始のお知らせ");
    await user.type(text, "（更新）");
    await user.click(within(form).getByRole("button", { name: "保存する" }));

    expect((await screen.findByText("お知らせを直しました。")).getAttribute("role")).toBe("status");
    expect(deskChanges(sent)).toEqual([
      ["POST", "/desk/notices/1", expect.objectContaining({ message: "年末年始のお知らせ（更新）" })],
    ]);
    expect(screen.getByRole("region", { name: "お知らせを書く" })).toBeTruthy();
  });

  it("tells a notice the API refused in its form", async () => {
    await renderDesk(
      <NoticesScreen />,
      editor,
      api(notices, () => problem(422, "invalid-request", "url is not allowed")),
    );
    await loaded();
    const form = screen.getByRole("region", { name: "お知らせを書く" });
    const user = userEvent.setup();
    await user.type(within(form).getByRole("textbox", { name: "お知らせの文" }), "休刊のお知らせ");
    await user.click(within(form).getByRole("button", { name: "保存する" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("入力を確認してください（url is not allowed）。");
  });
});
