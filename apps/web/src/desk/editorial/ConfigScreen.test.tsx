import type { DeskConfigValue } from "@awd/core/contract/desk-config";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { deskChanges, editor, ok, problem, renderDesk, screenRequests, viewer } from "@/testing/desk";
import { itRemovesOnceAsked, itTellsAFailedRead, renderHeldRead } from "@/testing/desk-cases";
import type { FakeAnswer, SentRequest } from "@/testing/fake-api";
import { ConfigScreen } from "./ConfigScreen.island";

// The remote config screen as an operator uses it: the stored values, one opened in the editor (a
// field for the phase, JSON checked before saving) and saved, removing asked first, each outcome
// told, a failed read told as its status says with a way to read again, and a viewer who may only look.

const values: DeskConfigValue[] = [
  { key: "userSurveyDisplayPhase", pattern: "", value: "AfterOnboarding", updatedAt: "2026-11-01T10:00:00+09:00" },
  { key: "userSurveyDisplayPhase", pattern: "ab:B", value: "Never", updatedAt: "2026-11-02T10:00:00+09:00" },
];

const isList = (r: SentRequest) => r.method === "GET" && r.path === "/desk/config";
const api =
  (list: DeskConfigValue[], change: (r: SentRequest) => FakeAnswer = () => ok({})) =>
  (r: SentRequest): FakeAnswer =>
    isList(r) ? ok({ values: list }) : change(r);
const loaded = () => screen.findByRole("table", { name: "保存されている値" });

/** Opens the phase of the pattern in the editor (loaded once the values are). */
async function openPhase(pattern: string) {
  await userEvent.click(
    await screen.findByRole("button", { name: `直す: 表示フェーズ（userSurveyDisplayPhase） ${pattern}` }),
  );
  return screen.findByRole("region", { name: "値を直す" });
}

describe("ConfigScreen", () => {
  it("says it is reading, then lists the stored values", async () => {
    const read = await renderHeldRead(<ConfigScreen />, isList);
    expect(screen.getByText("リモート設定を読み込んでいます…").getAttribute("role")).toBe("status");

    const rows = await read.answer({ values }, loaded);
    expect(rows.map((cells) => cells.slice(0, 2))).toEqual([
      ["表示フェーズ（userSurveyDisplayPhase）", "共通（デフォルト）"],
      ["表示フェーズ（userSurveyDisplayPhase）", "ab:B"],
    ]);
  });

  itTellsAFailedRead(() => <ConfigScreen />, { isRead: isList, answer: api(values), loaded });

  it("lets a viewer look at a value, with no field, no save and no removing", async () => {
    await renderDesk(<ConfigScreen />, viewer, api(values));
    await loaded();
    expect(screen.queryAllByRole("button", { name: /^(直す|削除): / })).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "見る: 表示フェーズ（userSurveyDisplayPhase） ab:B" }));
    const view = await screen.findByRole("region", { name: "値を見る" });
    expect(within(view).getByText("Never")).toBeTruthy();
    expect(
      within(view).getByText("このアカウントは閲覧のみのため、値を直すことも削除することもできません。"),
    ).toBeTruthy();
    expect(within(view).queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "保存する" })).toBeNull();
  });

  it("saves the phase of a pattern, tells it and reads the values again", async () => {
    const sent = await renderDesk(<ConfigScreen />, editor, api(values));
    await loaded();
    const form = await openPhase("ab:B");
    const phase = within(form).getByRole("textbox", { name: "表示フェーズ" });
    expect((phase as HTMLInputElement).value).toBe("Never");
    const user = userEvent.setup();
    await user.clear(phase);
    await user.type(phase, "BeforeOnboarding");
    await user.click(within(form).getByRole("button", { name: "保存する" }));

    expect(
      await within(form).findByText("保存しました。読者のブラウザには次に設定を読むときに届きます。"),
    ).toBeTruthy();
    expect(deskChanges(sent)).toEqual([
      ["POST", "/desk/config", { key: "userSurveyDisplayPhase", pattern: "ab:B", value: "BeforeOnboarding" }],
    ]);
    expect(screenRequests(sent).filter(isList)).toHaveLength(2);
  });

  it("refuses JSON it cannot read before sending it, and says why", async () => {
    const sent = await renderDesk(<ConfigScreen />, editor, api(values));
    await loaded();
    const form = await openPhase("共通（デフォルト）");
    const user = userEvent.setup();
    await user.click(within(form).getByRole("button", { name: "JSON で直す" }));
    const json = within(form).getByRole("textbox", { name: "値（JSON）" });
    await user.clear(json);
    await user.type(json, "not json");
    await user.click(within(form).getByRole("button", { name: "保存する" }));

    const alert = within(form).getByRole("alert");
    expect(alert.textContent).toContain("保存できない理由");
    expect(alert.textContent).toContain("JSON として読めません");
    expect(json.getAttribute("aria-invalid")).toBe("true");
    expect(deskChanges(sent)).toEqual([]);
  });

  it("tells a save the API refused in the editor", async () => {
    await renderDesk(
      <ConfigScreen />,
      editor,
      api(values, () => problem(403)),
    );
    await loaded();
    const form = await openPhase("ab:B");
    await userEvent.click(within(form).getByRole("button", { name: "保存する" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("この操作を行う権限がありません。");
  });

  itRemovesOnceAsked("a value", {
    ui: () => <ConfigScreen />,
    api: (change) => api(values, change),
    isRead: isList,
    loaded,
    button: "削除: 表示フェーズ（userSurveyDisplayPhase） ab:B",
    title: "表示フェーズ（userSurveyDisplayPhase） の「ab:B」の値を削除しますか？",
    said: "削除しました。",
    request: ["DELETE", "/desk/config/userSurveyDisplayPhase?pattern=ab%3AB", undefined],
  });
});
