import { newestOf } from "./support/content.ts";
import { deskCommand } from "./support/desk.ts";
import { engagementHasRun, readToTheEnd } from "./support/engagement.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { apiUrl, siteUrl } from "./support/stack.ts";
import { type APIRequestContext, expect, test } from "./support/test.ts";

// The engagement features: the apply landing page, the feedback card of subscribers (its answers
// reach the database as user_feedback events), and the operator's notices on the home page.

const internalSecret = "awd-development-internal-secret";
const cardName = "アンケートにご協力ください";
const overLimitMessage = "100文字を超えています。100文字以内で入力してください。";

interface QuestionFigures {
  questionId: string;
  answers: number;
  distribution: number[];
  textAnswers: number;
}

/** The feedback report's figures of one question (the internal report route of `npm run report`). */
async function figuresOf(request: APIRequestContext, questionId: string): Promise<QuestionFigures> {
  const response = await request.get(`${apiUrl}/internal/report/feedback`, {
    headers: { "x-internal-secret": internalSecret },
  });
  expect(response.ok()).toBe(true);
  const { questions } = ((await response.json()) as { data: { questions: QuestionFigures[] } }).data;
  return (
    questions.find((q) => q.questionId === questionId) ?? { questionId, answers: 0, distribution: [], textAnswers: 0 }
  );
}

/** How many events of a name and user type the database holds (the internal events report). */
async function eventCount(request: APIRequestContext, event: string, userType: string): Promise<number> {
  const response = await request.get(`${apiUrl}/internal/report/events`, {
    headers: { "x-internal-secret": internalSecret },
  });
  expect(response.ok()).toBe(true);
  const { rows } = ((await response.json()) as { data: { rows: { event: string; counts: Record<string, number> }[] } })
    .data;
  return rows.find((row) => row.event === event)?.counts[userType] ?? 0;
}

test("the landing page tells the digital edition, both courses, free samples and the FAQ, and applies in a new tab", async ({
  page,
  context,
}) => {
  // The application form is outside the site; answer it here instead of going out.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>apply</title>" }),
  );
  await page.goto("lp/index.html");
  await expect(page.getByRole("heading", { level: 1, name: "AWD ウイークリー・デジタルのお申し込み" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "デジタル版とは" })).toBeVisible();

  const digital = page.locator('[data-course="S116C001P001"]');
  await expect(digital.getByRole("heading", { name: "デジタルコース" })).toBeVisible();
  await expect(digital).toContainText("1001");
  const double = page.locator('[data-course="S116C001P002"]');
  await expect(double.getByRole("heading", { name: "ダブルコース" })).toBeVisible();
  await expect(double).toContainText("1002");
  await expect(double).toContainText("紙の新聞");

  const samples = page.getByRole("region", { name: "サンプル記事" });
  const sampleLinks = samples.getByRole("link");
  expect(await sampleLinks.count()).toBeGreaterThan(0);
  const sampleHref = await sampleLinks.first().getAttribute("href");
  expect(sampleHref).toMatch(/^\/awd\/[a-z0-9-]+\/\d+$/);

  const faq = page.getByRole("region", { name: "よくある質問" });
  await faq.getByText("コースの違いを教えてください。").click();
  await expect(faq.getByText("デジタルコースは、デジタル版のすべての記事")).toBeVisible();

  const apply = page
    .getByRole("main")
    .getByRole("link", { name: /デジタル版を申し込む/ })
    .first();
  await expect(apply).toHaveAttribute("target", "_blank");
  await expect(apply).toHaveAttribute("rel", /noopener/);
  const href = (await apply.getAttribute("href")) ?? "";
  expect(new URL(href).host).not.toBe(new URL(siteUrl).host);
  const [tab] = await Promise.all([context.waitForEvent("page"), apply.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(href);

  // A free sample opens in full.
  await page.goto(sampleHref ?? "");
  await expect(page.locator("[data-paywall]")).toHaveCount(0);
});

test("a subscriber rates the home page once: sent at the first star, thanked, closed, not asked again", async ({
  page,
  request,
}) => {
  const before = await figuresOf(request, "home_feedback_rating");
  await signIn(page, demo.digital);
  const card = page.getByRole("region", { name: cardName });
  // Not on arrival: only once the reader has read down the page.
  await engagementHasRun(page);
  await expect(card).toHaveCount(0);
  await readToTheEnd(page);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole("radio")).toHaveCount(5);
  await expect(card.getByRole("group", { name: "AWDのトップページは使いやすいですか？" })).toBeVisible();
  await expect(card.getByRole("textbox")).toHaveCount(0);

  await card.getByRole("radio", { name: "星4つ" }).click();
  await expect(card.getByRole("status")).toHaveText("ご回答ありがとうございました。");
  await expect
    .poll(async () => (await figuresOf(request, "home_feedback_rating")).answers, { timeout: 10_000 })
    .toBe(before.answers + 1);
  const after = await figuresOf(request, "home_feedback_rating");
  expect(after.distribution[3]).toBe((before.distribution[3] ?? 0) + 1);
  // The card closes 3000 ms after the answer was sent.
  await expect(card).toBeHidden({ timeout: 6000 });
  expect(await page.evaluate(() => localStorage.getItem("awd.feedback.home_feedback"))).toBe("true");

  await page.reload();
  await engagementHasRun(page);
  await readToTheEnd(page);
  await page.waitForTimeout(1000);
  await expect(card).toHaveCount(0);
});

test("a subscriber answers the article survey: stars from the keyboard, a comment held to 100 characters, one send", async ({
  page,
  request,
}) => {
  const { path } = await newestOf(request, "news-topics");
  const [ratingBefore, commentBefore] = await Promise.all([
    figuresOf(request, "article_feedback_rating"),
    figuresOf(request, "article_feedback_comment"),
  ]);
  await signIn(page, demo.digital, path);
  const card = page.getByRole("region", { name: cardName });
  await engagementHasRun(page);
  await expect(card).toHaveCount(0);
  await readToTheEnd(page);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole("textbox")).toHaveCount(0);

  // A radio group: arrow keys move between the stars, each named for a screen reader.
  await card.getByRole("radio", { name: "星1つ" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(card.getByRole("radio", { name: "星3つ" })).toBeChecked();

  const comment = card.getByRole("textbox", { name: "ご意見・ご感想があればお聞かせください（100文字以内）" });
  await expect(comment).toBeVisible();
  await expect(card.getByText("0/100")).toBeVisible();
  await comment.fill("a".repeat(120));
  await expect(comment).toHaveValue("a".repeat(100));
  await expect(card.getByText("100/100")).toBeVisible();
  await expect(card.getByText(overLimitMessage)).toBeVisible();
  await comment.fill("音声の速さを変えられるのが便利です。");
  await expect(card.getByText("18/100")).toBeVisible();
  await expect(card.getByText(overLimitMessage)).toHaveCount(0);

  await card.getByRole("button", { name: "送信する" }).dblclick();
  await expect(card.getByRole("status")).toHaveText("ご回答ありがとうございました。");
  await expect
    .poll(async () => (await figuresOf(request, "article_feedback_comment")).textAnswers, { timeout: 10_000 })
    .toBe(commentBefore.textAnswers + 1);
  const ratingAfter = await figuresOf(request, "article_feedback_rating");
  expect(ratingAfter.answers).toBe(ratingBefore.answers + 1);
  expect(ratingAfter.distribution[2]).toBe((ratingBefore.distribution[2] ?? 0) + 1);
  await expect(card).toBeHidden({ timeout: 6000 });

  await page.reload();
  await engagementHasRun(page);
  await readToTheEnd(page);
  await page.waitForTimeout(1000);
  await expect(card).toHaveCount(0);
});

test("a subscriber who closes the card is not asked again", async ({ page }) => {
  await signIn(page, demo.digital);
  const card = page.getByRole("region", { name: cardName });
  await engagementHasRun(page);
  await readToTheEnd(page);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole("button", { name: "アンケートを閉じる" }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await engagementHasRun(page);
  await readToTheEnd(page);
  await page.waitForTimeout(1000);
  await expect(card).toHaveCount(0);
});

test("a free member never sees the feedback card", async ({ page }) => {
  await signIn(page, demo.free);
  await page.reload();
  await engagementHasRun(page);
  await readToTheEnd(page);
  await page.waitForTimeout(1000);
  await expect(page.getByRole("region", { name: cardName })).toHaveCount(0);
});

test("page views and category clicks reach our own API in batches, with the reader's user type", async ({
  page,
  request,
}) => {
  const [viewsBefore, clicksBefore] = await Promise.all([
    eventCount(request, "page_view", "NotLoggedIn"),
    eventCount(request, "nav_click", "NotLoggedIn"),
  ]);
  const elsewhere: string[] = [];
  page.on("request", (r) => {
    if (!["localhost", "127.0.0.1"].includes(new URL(r.url()).hostname)) elsewhere.push(r.url());
  });
  await page.goto("./");
  await engagementHasRun(page);
  await page.getByRole("navigation", { name: "カテゴリー" }).getByRole("link", { name: "News" }).first().click();
  await page.waitForURL((url) => url.searchParams.get("category") === "News");
  // Leaving the page sends what waits, with keepalive.
  await page.goto("lp/index.html");
  await expect.poll(() => eventCount(request, "nav_click", "NotLoggedIn"), { timeout: 10_000 }).toBe(clicksBefore + 1);
  await expect
    .poll(() => eventCount(request, "page_view", "NotLoggedIn"), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(viewsBefore + 2);
  expect(elsewhere).toEqual([]);
});

test("a notice added by the operator appears on the home page at once, and goes when removed", async ({ page }) => {
  const message = `E2Eのお知らせ ${Date.now()}`;
  const { stdout } = await deskCommand("notice", "add", message);
  const id = /notice (\d+) added/.exec(stdout)?.[1];
  expect(id).toBeDefined();
  // The desk had the site regenerate its pages: the very next visit shows the notice.
  expect(stdout).toContain("site pages regenerated");
  try {
    const notices = page.getByRole("region", { name: "お知らせ" });
    await page.goto("./");
    await expect(notices.getByText(message)).toBeVisible();
    expect(await notices.getByRole("listitem").count()).toBeLessThanOrEqual(3);
  } finally {
    await deskCommand("notice", "remove", id ?? "");
  }
  await page.goto("./");
  await expect(page.getByText(message)).toHaveCount(0);
});

test("a write the server fails is told in a toast at the top right that closes by itself", async ({ page }) => {
  const message = "サーバーで問題が発生しました。時間をおいて、もう一度お試しください。";
  // The API's message is English: the reader is told the web's Japanese, never the API's text.
  await page.route(/\/auth\/preview-code$/, (route) =>
    route.fulfill({ status: 500, json: { message: "Internal server error", status_code: 500, request_id: "e2e" } }),
  );
  await signIn(page, demo.double, "auth");
  await page.getByLabel("プレビューコード").fill("AWD0000");
  await page.getByRole("button", { name: "コードを送信" }).click();
  const toast = page.locator(".Toastify__toast-container--top-right").getByRole("alert");
  await expect(toast).toContainText(message);
  // docs/product/errors-and-retries.md#toasts: auto-close after 5000 ms
  await expect(toast).toHaveCount(0, { timeout: 9000 });
});
