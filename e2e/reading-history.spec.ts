import { tokyoDay } from "@awd/core/dates";
import AxeBuilder from "@axe-core/playwright";
import { newestOf } from "./support/content.ts";
import { engagementHasRun, readToTheEnd } from "./support/engagement.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

// docs/product/reading-history.md: a signed-in reader's openings and finishes, shown on my page and
// as 読了 on the cards of lists; nothing recorded for an anonymous visitor.

const isRecording = (event: "opened" | "finished", articleId: number) => (url: string) =>
  new URL(url).pathname.endsWith(`/reading/articles/${articleId}/${event}`);

test("a reader's reading shows on my page and as 読了 in the series list", async ({ page, request }) => {
  test.setTimeout(90_000);
  const finishedOne = await newestOf(request, "dora");
  const startedOne = await newestOf(request, "earth-watches");

  // Opened and read to the end of the text.
  const opened = page.waitForResponse((r) => isRecording("opened", finishedOne.summary.id)(r.url()));
  await signIn(page, demo.free, finishedOne.path);
  expect((await opened).status()).toBe(200);
  const finished = page.waitForResponse((r) => isRecording("finished", finishedOne.summary.id)(r.url()));
  await readToTheEnd(page);
  expect((await finished).status()).toBe(200);

  // Opened and left at its top.
  const openedOnly = page.waitForResponse((r) => isRecording("opened", startedOne.summary.id)(r.url()));
  await page.goto(startedOne.path);
  expect((await openedOnly).status()).toBe(200);

  await page.goto("mypage");
  const history = page.getByRole("region", { name: "読書記録" });
  const week = history.locator("[data-this-week]");
  await expect(week.getByRole("link", { name: finishedOne.summary.titleEn })).toBeVisible();
  await expect(week.getByRole("listitem").filter({ hasText: finishedOne.summary.titleEn })).toContainText("読了");
  await expect(week).toContainText(/開いた記事 \d+本・読了 \d+本/);

  const calendar = history.getByRole("img", { name: /読んだ日（12週間）/ });
  await expect(calendar).toBeVisible();
  await expect(calendar.locator(`rect[data-day="${tokyoDay(Date.now())}"]`)).toHaveAttribute("data-read", "true");

  const dora = history.locator("[data-series-progress] li").filter({ hasText: finishedOne.summary.seriesName });
  await expect(dora).toContainText(/[1-5] \/ 5 読了/);

  const strip = history.locator("[data-continue-reading]");
  await expect(strip.getByRole("link", { name: startedOne.summary.titleEn })).toBeVisible();
  await expect(strip.getByRole("link", { name: finishedOne.summary.titleEn })).toHaveCount(0);

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // The series list marks the finished article's card, after the list has shown.
  await page.goto("dora");
  const card = (id: number) => page.locator(`[data-article-id="${id}"]`);
  await expect(card(finishedOne.summary.id).getByText("読了", { exact: true })).toBeVisible();
  // Every other card keeps the mark's room, hidden, so no card moves when its mark shows.
  const unmarked = page.locator("[data-article-id]:not([data-finished])").first();
  const roomKept = unmarked.getByText("読了", { exact: true });
  await expect(roomKept).toBeHidden();
  expect((await roomKept.boundingBox())?.width).toBeGreaterThan(0);
});

test("an anonymous visitor's reading is not recorded", async ({ page, request }) => {
  const { path } = await newestOf(request, "dora");
  const recordings: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.includes("/reading/")) recordings.push(r.url());
  });
  // Waited for until the engagement module, which records a signed-in reader's reading, has run.
  const engaged = engagementHasRun(page);
  await page.goto(path);
  await engaged;
  await readToTheEnd(page);
  await page.waitForTimeout(1000);
  await page.goto("dora");
  await expect(page.locator("[data-article-id]").first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(recordings).toEqual([]);
  await expect(page.getByText("読了", { exact: true }).first()).toBeHidden();
});
