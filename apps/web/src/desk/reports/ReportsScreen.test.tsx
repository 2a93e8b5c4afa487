import type { DeskEventsReport, DeskFeedbackReport } from "@awd/core/contract/desk-reports";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, problem, renderDesk, screenRequests, viewer } from "@/testing/desk";
import { type FakeAnswer, heldBack, type SentRequest } from "@/testing/fake-api";
import { ReportsScreen } from "./ReportsScreen.island";

// The reports as an operator reads them: the last 7 days asked for by default, the figures being
// counted, both reports, empty ones, a failure told with the API's answer and a way to read again
// (never an empty chart), another range by a preset or two dates, and a range refused before asking.
// The day stands still (only Date is faked) so the ranges are the same whenever the test runs.

const today = "2026-11-25";
const feedback = (range: { from: string; to: string }, questions: DeskFeedbackReport["questions"] = []) => ({
  ...range,
  questions,
});
const events = (range: { from: string; to: string }): DeskEventsReport => ({ ...range, rows: [] });
const question: DeskFeedbackReport["questions"][number] = {
  questionId: "q-rating",
  question: "この記事はいかがでしたか？",
  answerType: "rating",
  answers: 4,
  average: 4.5,
  distribution: [0, 0, 0, 2, 2],
  textAnswers: 0,
};

const rangeOf = (r: SentRequest) => {
  const query = new URLSearchParams(r.path.split("?")[1]);
  return { from: query.get("from") ?? "", to: query.get("to") ?? "" };
};
const answerWith =
  (questions: DeskFeedbackReport["questions"] = []) =>
  (r: SentRequest): FakeAnswer =>
    r.path.startsWith("/desk/reports/feedback") ? ok(feedback(rangeOf(r), questions)) : ok(events(rangeOf(r)));
const asked = (sent: SentRequest[]) => screenRequests(sent).map((r) => r.path);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${today}T12:00:00+09:00`));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("ReportsScreen", () => {
  it("asks for the last 7 days, says it is counting, then shows both reports", async () => {
    const answers = heldBack<void>();
    const sent = await renderDesk(<ReportsScreen />, viewer, async (r) => {
      await answers.promise;
      return answerWith([question])(r);
    });
    expect(screen.getByText("集計しています…").getAttribute("role")).toBe("status");
    // The screen says it is counting at once; the requests go once the operator's token is read.
    await vi.waitFor(() =>
      expect(asked(sent).sort()).toEqual([
        "/desk/reports/events?from=2026-11-19&to=2026-11-25",
        "/desk/reports/feedback?from=2026-11-19&to=2026-11-25",
      ]),
    );
    expect(screen.getByRole("button", { name: "直近7日" }).getAttribute("aria-pressed")).toBe("true");

    await act(async () => answers.resolve());
    const report = screen.getByRole("region", { name: "フィードバックの回答" });
    expect(within(report).getByRole("heading", { name: "この記事はいかがでしたか？" })).toBeTruthy();
    expect(within(report).getByText("回答 4件・平均 4.50")).toBeTruthy();
    expect(
      within(report).getByRole("img", { name: "「この記事はいかがでしたか？」の選択肢ごとの回答数" }),
    ).toBeTruthy();
    expect(screen.getByRole("region", { name: "閲覧イベント" })).toBeTruthy();
  });

  it("says when the range has no answer and no event", async () => {
    await renderDesk(<ReportsScreen />, viewer, answerWith());
    expect(await screen.findByText("この期間の回答はありません。")).toBeTruthy();
    expect(screen.getByText("この期間のイベントはありません。")).toBeTruthy();
  });

  it.each([
    [403, "この操作を行う権限がありません。"],
    [404, "見つかりませんでした。"],
  ])("tells reports answered %i as a failure, never an empty chart, and reads again", async (status, said) => {
    let fail = true;
    await renderDesk(<ReportsScreen />, viewer, (r) => (fail ? problem(status) : answerWith()(r)));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`レポートを読み込めませんでした。 ${said}もう一度読み込む`);
    expect(screen.queryByText("この期間の回答はありません。")).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "もう一度読み込む" }));
    expect(await screen.findByText("この期間の回答はありません。")).toBeTruthy();
  });

  it.each([
    ["先月", "2026-10-01", "2026-10-31"],
    ["今月", "2026-11-01", "2026-11-25"],
    ["直近30日", "2026-10-27", "2026-11-25"],
  ])("asks for %s at a click on it, and marks it chosen", async (preset, from, to) => {
    const sent = await renderDesk(<ReportsScreen />, viewer, answerWith());
    await screen.findByText("この期間の回答はありません。");
    await userEvent.click(screen.getByRole("button", { name: preset }));
    await screen.findByText("この期間の回答はありません。");
    await vi.waitFor(() =>
      expect(asked(sent).slice(2).sort()).toEqual([
        `/desk/reports/events?from=${from}&to=${to}`,
        `/desk/reports/feedback?from=${from}&to=${to}`,
      ]),
    );
    expect(screen.getByRole("button", { name: preset }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "直近7日" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("refuses a range that ends before it starts, asking nothing", async () => {
    const sent = await renderDesk(<ReportsScreen />, viewer, answerWith());
    await screen.findByText("この期間の回答はありません。");
    const user = userEvent.setup();
    const from = screen.getByLabelText("開始日");
    await user.clear(from);
    await user.type(from, "2026-11-20");
    const to = screen.getByLabelText("終了日");
    await user.clear(to);
    await user.type(to, "2026-11-10");
    await user.click(screen.getByRole("button", { name: "この期間で表示" }));
    expect(screen.getByRole("alert").textContent).toBe("開始日は終了日より前の日付にしてください。");
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(asked(sent)).toHaveLength(2);
  });
});
