import type { IssuedLinkingCodes, ListedLinkingCode, PreviewCodes } from "@awd/core/contract/desk-codes";
import { linkingCodeLimits } from "@awd/core/desk-course";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { editor, ok, problem, renderDesk, screenRequests, viewer } from "@/testing/desk";
import { type FakeAnswer, heldBack, type SentRequest } from "@/testing/fake-api";
import { CodesScreen } from "./CodesScreen.island";

// The codes screen as an operator uses it: this month's preview code and setting one, linking codes
// issued within the limits and shown once, the list, revoking asked first, each outcome told, a
// failed read told as its status says with a way to read again, and a viewer's screen without controls.

const preview: PreviewCodes = {
  currentMonth: "2026-11",
  codes: [
    { month: "2026-11", code: "HARBOUR" },
    { month: "2026-10", code: "AUTUMN" },
  ],
};
const listed = (id: string, hint: string, state: ListedLinkingCode["state"]): ListedLinkingCode => ({
  id,
  hint,
  product: "digital",
  months: 12,
  expiresAt: "2027-02-01T00:00:00+09:00",
  state,
  redeemedBy: state === "used" ? "reader@awd.example" : null,
  redeemedAt: state === "used" ? "2026-11-02T10:00:00+09:00" : null,
});
const linking = [listed("c1", "…3F9A", "unused"), listed("c2", "…77QX", "used")];
const issued: IssuedLinkingCodes = {
  codes: [
    { code: "AAAA-1111", product: "double", months: 6, expiresAt: "2027-01-01" },
    { code: "BBBB-2222", product: "double", months: 6, expiresAt: "2027-01-01" },
  ],
};

const isRead = (path: string) => (r: SentRequest) => r.method === "GET" && r.path.endsWith(path);
const api =
  (
    { codes = preview, list = linking }: { codes?: PreviewCodes; list?: ListedLinkingCode[] } = {},
    change: (r: SentRequest) => FakeAnswer = () => ok({}),
  ) =>
  (r: SentRequest): FakeAnswer => {
    if (isRead("/desk/preview-codes")(r)) return ok(codes);
    if (isRead("/desk/linking-codes")(r)) return ok({ codes: list });
    return change(r);
  };
const changes = (sent: SentRequest[]) =>
  screenRequests(sent)
    .filter((r) => r.method !== "GET")
    .map((r) => [r.path.replace(/^.*\/desk\//, "/desk/"), r.body]);

const section = (name: string) => screen.getByRole("region", { name });
const dialog = () => screen.getByRole("dialog", { hidden: true }) as HTMLDialogElement;
const loaded = () => screen.findByRole("table", { name: "連携コードの一覧" });

describe("CodesScreen", () => {
  it("says it is reading each part, then shows this month's code and both lists", async () => {
    const codes = heldBack<FakeAnswer>();
    const list = heldBack<FakeAnswer>();
    await renderDesk(<CodesScreen />, editor, (r) => (isRead("/desk/preview-codes")(r) ? codes.promise : list.promise));
    expect(screen.getAllByText("コードを読み込んでいます…")).toHaveLength(2);

    await act(async () => codes.resolve(ok(preview)));
    expect(within(section("プレビューコード")).getByText(/今月（2026-11）のコード/).textContent).toBe(
      "今月（2026-11）のコード: HARBOUR",
    );
    expect(within(section("連携コード")).getByText("コードを読み込んでいます…")).toBeTruthy();

    await act(async () => list.resolve(ok({ codes: linking })));
    const table = screen.getByRole("table", { name: "連携コードの一覧" });
    const used = within(table).getByRole("row", { name: /77QX/ });
    expect(within(used).getByText("使用済み")).toBeTruthy();
    expect(within(used).getByText("reader@awd.example")).toBeTruthy();
    expect(within(table).getByRole("row", { name: /3F9A/ }).textContent).toContain("未使用");
    expect(screen.queryByText("コードを読み込んでいます…")).toBeNull();
  });

  it("says when this month has no code and no linking code was issued", async () => {
    await renderDesk(<CodesScreen />, editor, api({ codes: { currentMonth: "2026-12", codes: [] }, list: [] }));
    expect(await screen.findByText("連携コードはまだありません。")).toBeTruthy();
    expect(within(section("プレビューコード")).getByText("未設定")).toBeTruthy();
  });

  it.each([
    ["/desk/preview-codes", "プレビューコード", 403, "この操作を行う権限がありません。"],
    ["/desk/linking-codes", "連携コード", 404, "見つかりませんでした。"],
    [
      "/desk/linking-codes",
      "連携コード",
      401,
      "ログインの有効期限が切れました。ページを読み込み直してログインしてください。",
    ],
  ])(
    "tells a read of %s (%s) answered %i in its part, and reads it again on the button",
    async (path, part, status, said) => {
      let fail = true;
      await renderDesk(<CodesScreen />, editor, (r) => (isRead(path)(r) && fail ? problem(status) : api()(r)));
      const alert = await within(section(part)).findByRole("alert");
      expect(alert.textContent).toContain(said);
      expect(screen.queryByText("連携コードはまだありません。")).toBeNull();

      fail = false;
      await userEvent.click(within(alert).getByRole("button", { name: "もう一度読み込む" }));
      await vi.waitFor(() => expect(within(section(part)).queryByRole("alert")).toBeNull());
      expect(within(section(part)).getByRole("table")).toBeTruthy();
    },
  );

  it("tells a viewer they may only read, and shows them no form and no revoking", async () => {
    await renderDesk(<CodesScreen />, viewer, api());
    await loaded();
    expect(screen.getByText("このアカウントは閲覧のみのため、設定・発行・取り消しはできません。")).toBeTruthy();
    expect(screen.queryAllByRole("button", { name: /設定する|発行する|取り消す/ })).toEqual([]);
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.queryAllByRole("spinbutton")).toEqual([]);
  });

  it("sets a month's code and tells it, reading the codes again", async () => {
    const sent = await renderDesk(
      <CodesScreen />,
      editor,
      api({}, () => ok({ month: "2026-11", code: "LIGHTHOUSE" })),
    );
    await loaded();
    const part = section("プレビューコード");
    expect((within(part).getByLabelText("月") as HTMLInputElement).value).toBe("2026-11");
    const user = userEvent.setup();
    await user.type(within(part).getByRole("textbox", { name: "コード" }), "LIGHTHOUSE");
    await user.click(within(part).getByRole("button", { name: "設定する" }));

    expect((await within(part).findByText("2026-11 のコードを LIGHTHOUSE にしました。")).getAttribute("role")).toBe(
      "status",
    );
    expect(changes(sent)).toEqual([["/desk/preview-codes/2026-11", { code: "LIGHTHOUSE" }]]);
    expect(screenRequests(sent).filter(isRead("/desk/preview-codes"))).toHaveLength(2);
    expect((within(part).getByRole("textbox", { name: "コード" }) as HTMLInputElement).value).toBe("");
  });

  it("asks for a code before sending an empty one", async () => {
    const sent = await renderDesk(<CodesScreen />, editor, api());
    await loaded();
    const part = section("プレビューコード");
    await userEvent.click(within(part).getByRole("button", { name: "設定する" }));
    expect((await within(part).findByRole("alert")).textContent).toBe("コードを入力してください。");
    expect(changes(sent)).toEqual([]);
  });

  it("offers the issue form within the limits", async () => {
    await renderDesk(<CodesScreen />, editor, api());
    await loaded();
    const form = section("連携コードを発行する");
    for (const [name, max] of [
      ["枚数", linkingCodeLimits.maxCount],
      ["コースの月数", linkingCodeLimits.maxMonths],
      ["有効日数", linkingCodeLimits.maxValidDays],
    ] as const) {
      const field = within(form).getByRole("spinbutton", { name }) as HTMLInputElement;
      expect([field.min, field.max, field.required]).toEqual(["1", String(max), true]);
    }
  });

  it.each([
    ["枚数", linkingCodeLimits.maxCount + 1],
    ["コースの月数", linkingCodeLimits.maxMonths + 1],
    ["有効日数", linkingCodeLimits.maxValidDays + 1],
    ["枚数", 0],
  ])("sends nothing with %s at %i, beyond the limits", async (name, value) => {
    const sent = await renderDesk(
      <CodesScreen />,
      editor,
      api({}, () => ok(issued)),
    );
    await loaded();
    const form = section("連携コードを発行する");
    const user = userEvent.setup();
    const field = within(form).getByRole("spinbutton", { name });
    await user.clear(field);
    await user.type(field, String(value));
    await user.click(within(form).getByRole("button", { name: "発行する" }));
    expect((field as HTMLInputElement).validity.valid).toBe(false);
    expect(changes(sent)).toEqual([]);
    expect(screen.queryByRole("region", { name: /件の連携コードを発行しました/ })).toBeNull();
  });

  it("issues codes as asked, shows them once, and reads the list again", async () => {
    const sent = await renderDesk(
      <CodesScreen />,
      editor,
      api({}, () => ({ status: 201, body: { data: issued } })),
    );
    await loaded();
    const form = section("連携コードを発行する");
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByRole("combobox", { name: "コース" }), "ダブルコース");
    for (const [name, value] of [
      ["枚数", "2"],
      ["コースの月数", "6"],
      ["有効日数", String(linkingCodeLimits.maxValidDays)],
    ] as const) {
      const field = within(form).getByRole("spinbutton", { name });
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(within(form).getByRole("button", { name: "発行する" }));

    const shown = await screen.findByRole("region", { name: "2件の連携コードを発行しました" });
    expect(
      within(shown)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["AAAA-1111", "BBBB-2222"]);
    expect(changes(sent)).toEqual([
      ["/desk/linking-codes", { product: "double", count: 2, months: 6, validDays: linkingCodeLimits.maxValidDays }],
    ]);
    expect(screenRequests(sent).filter(isRead("/desk/linking-codes"))).toHaveLength(2);
  });

  it("tells issuing answered 422 with the API's reason, and shows no code", async () => {
    await renderDesk(
      <CodesScreen />,
      editor,
      api({}, () => problem(422, "invalid-request", "count is too large")),
    );
    await loaded();
    const form = section("連携コードを発行する");
    await userEvent.click(within(form).getByRole("button", { name: "発行する" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("入力を確認してください（count is too large）。");
    expect(screen.queryByRole("region", { name: /件の連携コードを発行しました/ })).toBeNull();
  });

  it("offers revoking an unused code only, and asks first", async () => {
    const sent = await renderDesk(<CodesScreen />, editor, api());
    await loaded();
    expect(screen.queryByRole("button", { name: "…77QX を取り消す" })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "…3F9A を取り消す" }));
    expect(dialog().open).toBe(true);
    expect(within(dialog()).getByRole("heading", { name: "連携コード …3F9A を取り消しますか？" })).toBeTruthy();

    await user.click(within(dialog()).getByRole("button", { name: "やめる" }));
    expect(dialog().open).toBe(false);
    expect(changes(sent)).toEqual([]);
  });

  it.each([
    [200, "連携コード …3F9A を取り消しました。", "status"],
    [404, "見つかりませんでした。", "alert"],
  ])("revokes once asked; an answer %i is told", async (status, said, role) => {
    const sent = await renderDesk(
      <CodesScreen />,
      editor,
      api({}, () => (status === 200 ? ok({}) : problem(status))),
    );
    await loaded();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "…3F9A を取り消す" }));
    await user.click(within(dialog()).getByRole("button", { name: "取り消す" }));

    expect((await screen.findByText(said)).getAttribute("role")).toBe(role);
    expect(changes(sent)).toEqual([["/desk/linking-codes/c1/revoke", undefined]]);
  });
});
