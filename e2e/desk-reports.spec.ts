import { readFile } from "node:fs/promises";
import { parseCsv } from "@awd/core/csv";
import { tokyoDayOf } from "@awd/core/event-retention";
import { addDays } from "@awd/core/report-range";
import AxeBuilder from "@axe-core/playwright";
import { deskOperators, signInToDesk } from "./support/desk.ts";
import { apiUrl } from "./support/stack.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";

// The desk's reports (docs/product/publishers-desk.md#reports): an operator who may only read the desk
// picks a range, reads the charts and their tables, and downloads the figures as CSV.

const eventName = `desk_reports_${Date.now().toString(36)}`;
const questionId = `desk-reports-${Date.now().toString(36)}`;

/** Events as the site sends them, today: two free members and a signed-out reader, and one answer. */
async function makeEvents(request: APIRequestContext) {
  const events = [
    { event: eventName, label: null, awd_user_type: "Free" },
    { event: eventName, label: null, awd_user_type: "Free" },
    { event: eventName, label: null, awd_user_type: "NotLoggedIn" },
    { event: "user_feedback", label: null, awd_user_type: "Digital", question_id: questionId, answer_value: 4 },
  ];
  const response = await request.post(`${apiUrl}/events`, { data: { events } });
  expect(response.ok()).toBe(true);
}

async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    what,
  ).toEqual([]);
}

test("a desk viewer picks a range, reads the charts and their tables, and downloads the CSV", async ({
  page,
  request,
}) => {
  await makeEvents(request);
  const today = tokyoDayOf(new Date());
  const yesterday = addDays(today, -1);

  await signInToDesk(page, deskOperators.viewer, "desk/reports");
  await expect(page.getByRole("heading", { level: 1, name: "レポート" })).toBeVisible();
  await expect(page.getByRole("button", { name: "直近7日" })).toHaveAttribute("aria-pressed", "true");

  // A range the other way round is refused in Japanese, and nothing is asked.
  await page.getByLabel("開始日").fill(today);
  await page.getByLabel("終了日").fill(yesterday);
  await page.getByRole("button", { name: "この期間で表示" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("開始日は終了日より前の日付にしてください。");

  await page.getByLabel("開始日").fill(yesterday);
  await page.getByLabel("終了日").fill(today);
  await page.getByRole("button", { name: "この期間で表示" }).click();
  await expect(page.locator("[data-report-range]")).toHaveAttribute("data-report-range", `${yesterday}_${today}`);
  await expect(page.getByRole("button", { name: "直近7日" })).toHaveAttribute("aria-pressed", "false");

  // The feedback answer: a bar per choice, and the same figures in its table.
  const question = page.locator(`[data-question-id="${questionId}"]`);
  await expect(
    question.getByRole("img", { name: `「${questionId}（現在の設定にない質問）」の選択肢ごとの回答数` }),
  ).toBeVisible();
  await question.getByText("数値を表で見る").click();
  const answers = question.getByRole("table");
  await expect(answers.getByRole("row", { name: "★4" })).toContainText("1");
  await expect(answers.getByRole("row", { name: "★4" })).toContainText("100%");

  // The events of one name, stacked by user type per day, and the table of the same days.
  const events = page.getByRole("region", { name: "閲覧イベント" });
  await events.getByLabel("イベントの種類", { exact: true }).selectOption(eventName);
  const chart = events.getByRole("img", { name: new RegExp(`^${eventName}の日別件数`) });
  await expect(chart).toBeVisible();
  await expect(chart.locator(`[data-day="${today}"]`)).toHaveAttribute("data-total", "3");
  await events.getByText("日別の数値を表で見る").click();
  const daily = events.getByRole("table", { name: `${eventName}の日別件数` });
  await expect(daily.getByRole("columnheader")).toHaveText(["日付", "無料会員", "未ログイン", "合計"]);
  const todayRow = daily.getByRole("row").last();
  await expect(todayRow.getByRole("cell")).toHaveText(["2", "1", "3"]);
  await expectNoAxeViolations(page, "the reports with their tables open");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    events.getByRole("button", { name: "閲覧イベントのCSVをダウンロード" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`awd-events-${yesterday}_${today}.csv`);
  const rows = parseCsv(await readFile(await download.path(), "utf8"));
  expect(rows[0]).toEqual(["day", "event", "user_type", "count"]);
  expect(rows.filter((row) => row[1] === eventName)).toEqual([
    [today, eventName, "Free", "2"],
    [today, eventName, "NotLoggedIn", "1"],
  ]);
});

test("a report that cannot be read is told as a failure, and asked again", async ({ page }) => {
  await signInToDesk(page, deskOperators.viewer, "desk/reports");
  await expect(page.getByRole("region", { name: "閲覧イベント" })).toBeVisible();
  await page.route(/\/desk\/reports\/events\?/, (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("button", { name: "直近30日" }).click();
  const failure = page.getByRole("main").getByRole("alert");
  await expect(failure).toContainText("レポートを読み込めませんでした。", { timeout: 30_000 });
  await expect(page.getByRole("region", { name: "閲覧イベント" })).toHaveCount(0);
  await expectNoAxeViolations(page, "the failure");

  await page.unroute(/\/desk\/reports\/events\?/);
  await failure.getByRole("button", { name: "もう一度読み込む" }).click();
  await expect(page.getByRole("region", { name: "閲覧イベント" })).toBeVisible();
});
