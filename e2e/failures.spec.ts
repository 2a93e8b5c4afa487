import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { apiPathOf, asksTheRight, e2ePorts, siteUrl } from "./support/stack.ts";
import { expect, type Page, test } from "./support/test.ts";

// A digital subscriber whose requests fail (the article, the right, the identity provider): never
// shown the paywall or asked to subscribe, told what failed, asked again by the browser, and given
// the article once an answer comes.

type Failure = 500 | 503 | "network";
const failures: Failure[] = [500, 503, "network"];
const siteOrigin = new URL(siteUrl).origin;

/**
 * Makes the browser's requests that `matches` fail `times` times, then lets them through; counts
 * every attempt (CORS preflights aside).
 */
async function failThenPass(page: Page, matches: (url: URL) => boolean, failure: Failure, times: number) {
  const attempts = { count: 0 };
  await page.route(matches, async (route) => {
    if (route.request().method() === "OPTIONS") return route.continue();
    attempts.count += 1;
    if (attempts.count > times) return route.continue();
    if (failure === "network") return route.abort("internetdisconnected");
    return route.fulfill({
      status: failure,
      contentType: "application/json",
      headers: { "access-control-allow-origin": siteOrigin, "access-control-allow-credentials": "true" },
      body: JSON.stringify({ message: "Internal server error." }),
    });
  });
  return attempts;
}

const isApi = (path: string) => (url: URL) => apiPathOf(url) === path;
const theArticle = isApi(`/${paidArticle.path}`);
const theRight = asksTheRight;
const theIdentityProvider = (url: URL) => url.port === String(e2ePorts.idp) && url.pathname === "/authorize";

const failureNotice = (page: Page) => page.locator("[data-request-failed]");
const statusText = (failure: Failure) => (failure === "network" ? "（通信エラー）" : `（エラー ${failure}）`);

/** Nothing on the page asks the reader to subscribe or to sign in. */
async function expectNoSubscribePrompt(page: Page) {
  await expect(page.locator("[data-paywall]")).toHaveCount(0);
  await expect(page.getByText("有料会員向け")).toHaveCount(0);
  await expect(page.locator("[data-subscribe-banner]")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "お申し込み" })).toHaveCount(0);
}

for (const failure of failures) {
  test(`the article answering ${failure}: a notice naming it, asked again, then the text`, async ({ page }) => {
    await signIn(page, demo.digital, paidArticle.path);
    const attempts = await failThenPass(page, theArticle, failure, 2);
    await page.reload();
    await expect(failureNotice(page)).toContainText(statusText(failure));
    await expect(failureNotice(page).getByRole("button", { name: "再読み込み" })).toBeVisible();
    await expectNoSubscribePrompt(page);
    // The lead the server rendered stays while the rest cannot be fetched.
    await expect(page.locator('[data-article-text] [data-sentence="0-0"]')).toBeVisible();
    await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart, { timeout: 10_000 });
    expect(attempts.count).toBe(3);
    await expect(failureNotice(page)).toHaveCount(0);
    await expectNoSubscribePrompt(page);
  });

  test(`the right answering ${failure}: no apply button or banner, a notice, asked again`, async ({ page }) => {
    await signIn(page, demo.digital, paidArticle.path);
    const attempts = await failThenPass(page, theRight, failure, 2);
    await page.reload();
    await expect(failureNotice(page)).toContainText(statusText(failure));
    await expectNoSubscribePrompt(page);
    await expect.poll(() => attempts.count, { timeout: 10_000 }).toBe(3);
    await expect(failureNotice(page)).toHaveCount(0);
    await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
    await expect(page.getByRole("banner").getByRole("link", { name: "マイページ" })).toHaveCount(0);
    await expectNoSubscribePrompt(page);
  });

  test(`the identity provider answering ${failure}: the reader is not taken for anonymous`, async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, demo.digital, paidArticle.path);
    const attempts = await failThenPass(page, theIdentityProvider, failure, 1);
    await page.reload();
    await expect(failureNotice(page)).toBeVisible({ timeout: 20_000 });
    await expectNoSubscribePrompt(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toHaveCount(0);
    await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart, { timeout: 20_000 });
    expect(attempts.count).toBe(2);
    await expect(failureNotice(page)).toHaveCount(0);
    await expectNoSubscribePrompt(page);
  });
}

test("the reload button asks again once the automatic retries are spent", async ({ page }) => {
  await signIn(page, demo.digital, paidArticle.path);
  const attempts = await failThenPass(page, theArticle, 503, 4);
  await page.reload();
  await expect.poll(() => attempts.count, { timeout: 15_000 }).toBe(4);
  await expect(failureNotice(page)).toContainText(statusText(503));
  await expectNoSubscribePrompt(page);
  await failureNotice(page).getByRole("button", { name: "再読み込み" }).click();
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
  expect(attempts.count).toBe(5);
});

test("a free member's empty right is no failure: the paywall and the banner, the right asked once", async ({
  page,
}) => {
  await signIn(page, demo.free, paidArticle.path);
  const attempts = await failThenPass(page, theRight, 500, 0);
  await page.reload();
  await expect(page.locator('[data-paywall="subscribe"]')).toBeVisible();
  await expect(page.locator("[data-subscribe-banner]")).toBeVisible();
  await page.waitForTimeout(2_500);
  expect(attempts.count).toBe(1);
  await expect(failureNotice(page)).toHaveCount(0);
});
