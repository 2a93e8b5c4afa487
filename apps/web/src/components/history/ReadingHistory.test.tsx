import type { ReadArticle, ReadingSummary } from "@awd/core/contract/reading";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { type FakeAnswer, fakeApi, heldBack } from "@/testing/fake-api";
import { fakeSessionActions } from "@/testing/reader-session";
import { ReadingHistory } from "./ReadingHistory.island";

// My page's reading record as a signed-in reader sees it: a line saying it loads, then this week's
// reading, the days read, each series' progress and the articles to go on with (each said empty when
// it is), and a failure told as a failure with a way to ask again. The network is faked at fetch.

const article = (id: number, titleJa: string, finishedAt: string | null): ReadArticle => ({
  id,
  seriesPath: "news-topics",
  seriesName: "News Topics",
  titleEn: `Title ${id}`,
  titleJa,
  lastOpenedAt: "2026-11-25T10:00:00Z",
  finishedAt,
});

const summary = (change: Partial<ReadingSummary> = {}): ReadingSummary => ({
  today: "2026-11-27",
  week: { start: "2026-11-23", opened: 0, finished: 0, articles: [] },
  daysRead: [],
  series: [],
  continueReading: [],
  ...change,
});

const loaded = (body: ReadingSummary): FakeAnswer => ({ status: 200, body: { data: body } });
const part = (heading: string) => screen.getByRole("heading", { level: 3, name: heading }).parentElement as HTMLElement;

beforeEach(() => {
  fakeSessionActions();
});

describe("ReadingHistory", () => {
  it("says the record is loading, then shows this week's reading, the series and what to go on with", async () => {
    const answer = heldBack<FakeAnswer>();
    const sent = fakeApi(() => answer.promise);
    render(<ReadingHistory />);
    expect(screen.getByRole("heading", { level: 2, name: "読書記録" })).toBeTruthy();
    expect(screen.getByRole("status")).toHaveProperty("textContent", "読書記録を読み込んでいます…");

    await act(async () =>
      answer.resolve(
        loaded(
          summary({
            week: {
              start: "2026-11-23",
              opened: 2,
              finished: 1,
              articles: [article(104, "港", "2026-11-25T10:05:00Z"), article(105, "夜明け", null)],
            },
            daysRead: ["2026-11-25"],
            series: [
              {
                seriesId: "NewsForBeginner",
                seriesPath: "news-topics",
                seriesName: "News Topics",
                finished: 3,
                total: 12,
              },
            ],
            continueReading: [article(105, "夜明け", null)],
          }),
        ),
      ),
    );

    expect(screen.queryByRole("status")).toBeNull();
    const week = part("今週の読書");
    expect(within(week).getByText("開いた記事 2本・読了 1本")).toBeTruthy();
    expect(
      within(week)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Title 104港読了", "Title 105夜明け"]);
    expect(within(part("シリーズの進み具合")).getByText("3 / 12 読了")).toBeTruthy();
    expect(within(part("続きを読む")).getByRole("link", { name: /夜明け/ })).toBeTruthy();
    expect(sent.map((r) => r.path)).toEqual(["/reading/summary"]);
  });

  it("says each part is empty when nothing was read", async () => {
    fakeApi(() => loaded(summary()));
    render(<ReadingHistory />);
    expect(await screen.findByText("今週はまだ記事を開いていません。")).toBeTruthy();
    expect(screen.getByText("開いた記事 0本・読了 0本")).toBeTruthy();
    expect(screen.getByText("まだシリーズの記事を読んでいません。")).toBeTruthy();
    expect(screen.getByText("読みかけの記事はありません。")).toBeTruthy();
  });

  it("tells a record it could not read as a failure, never as empty, and asks again", async () => {
    let fails = true;
    const sent = fakeApi(() => (fails ? { status: 404, body: { message: "Not found" } } : loaded(summary())));
    render(<ReadingHistory />);

    const failed = await screen.findByRole("alert");
    expect(failed.textContent).toContain("読書記録を読み込めませんでした。時間をおいてもう一度お試しください。");
    expect(screen.queryByText("今週はまだ記事を開いていません。")).toBeNull();

    fails = false;
    await userEvent.click(within(failed).getByRole("button", { name: "もう一度読み込む" }));
    expect(await screen.findByText("今週はまだ記事を開いていません。")).toBeTruthy();
    expect(sent).toHaveLength(2);
  });
});
