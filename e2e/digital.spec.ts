import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, type Page, test } from "./support/test.ts";

// A digital-course subscriber: signs in through the provider, reads paid articles whole, has my page.

test("reads a paid article in full after signing in on it", async ({ page }) => {
  await signIn(page, demo.digital, paidArticle.path);
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
  await expect(page.locator("[data-paywall]")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "お申し込み" })).toHaveCount(0);
  await expect(page.locator("[data-subscribe-banner]")).toHaveCount(0);
});

test("has my page in the user menu, with the course and its dates, and logs out to the site root", async ({ page }) => {
  await signIn(page, demo.digital);
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "アカウントメニュー" }).click();
  await banner.getByRole("link", { name: "マイページ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "マイページ" })).toBeVisible();
  await expect(page.getByText("デジタルコース")).toBeVisible();
  await expect(page.getByText("ご利用中")).toBeVisible();
  await page.getByRole("button", { name: "ログアウト" }).click();
  await page.waitForURL((url) => url.pathname === "/awd");
  await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toBeVisible();
});

test("stays signed in across pages and reloads", async ({ page }) => {
  await signIn(page, demo.digital);
  await page.goto(paidArticle.path);
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: "アカウントメニュー" })).toBeVisible();
});

test("keeps no token where a page's scripts could read it", async ({ page }) => {
  await signIn(page, demo.digital, paidArticle.path);
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
  expect(stored).not.toMatch(/refresh_token|access_token|id_token|@@auth0spajs@@/);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/eyJ[\w-]+\.eyJ/);
});

/**
 * The requests a page load makes to the API, preflights (OPTIONS) included, as Chromium's network
 * log has them: Playwright leaves preflights out of its own request events.
 */
async function watchApiRequests(page: Page) {
  const requests: { method: string; url: string }[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.requestWillBeSent", ({ request }) => requests.push({ method: request.method, url: request.url }));
  await cdp.send("Network.enable");
  return {
    afterPaint: () => requests.filter((r) => r.method === "GET" && r.url.includes("/reader/after-paint")),
    preflights: () => requests.filter((r) => r.method === "OPTIONS"),
    threeReads: () => requests.filter((r) => /\/(auth\/right|review\/due-count|reading\/finished)(\?|$)/.test(r.url)),
    clear: () => requests.splice(0),
  };
}

// docs/product/sign-in-and-accounts.md#after-the-page-is-painted: one request after paint, on the
// site's own origin, so no page of a signed-in reader waits for a preflight.
test("asks once after paint for what a signed-in page needs, without a preflight", async ({ page }) => {
  await signIn(page, demo.digital);
  const api = await watchApiRequests(page);
  for (const path of [paidArticle.path, "mypage"]) {
    api.clear();
    await page.goto(path);
    if (path === paidArticle.path) await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
    else await expect(page.getByText("デジタルコース")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(api.afterPaint(), `after-paint requests of ${path}`).toHaveLength(1);
    expect(api.threeReads(), `reads after-paint replaces on ${path}`).toEqual([]);
    expect(api.preflights(), `preflights of ${path}`).toEqual([]);
  }
});
