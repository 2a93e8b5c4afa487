import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { siteUrl } from "./support/stack.ts";
import { expect, type Page, test } from "./support/test.ts";

// A digital-course subscriber: signs in through the provider, reads paid articles whole, has my page.

test("reads a paid article in full after signing in on it", async ({ page }) => {
  await signIn(page, demo.digital, paidArticle.path);
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
  await expect(page.locator("[data-paywall]")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "お申し込み" })).toHaveCount(0);
  await expect(page.locator("[data-subscribe-banner]")).toHaveCount(0);
});

// docs/product/reading-and-access.md#the-paywall: a subscriber is never asked to subscribe, not even
// in the moment before their own text comes. The prompt the server rendered for everyone is looked
// for on every frame from the first one, before any script of the page has run.
test("never shows a subscriber the paywall's prompt, from the page's first frame", async ({ page }) => {
  await signIn(page, demo.digital);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { awdPromptSeen: string[] }).awdPromptSeen = seen;
    const look = (time: number) => {
      for (const prompt of document.querySelectorAll("[data-paywall]"))
        if (getComputedStyle(prompt).visibility === "visible" && prompt.getClientRects().length > 0)
          seen.push(`${Math.round(time)} ms: ${prompt.textContent?.slice(0, 40)}`);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  for (const path of [paidArticle.path, `audios/${paidArticle.id}`]) {
    await page.goto(path);
    await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
    expect(await page.evaluate(() => (window as unknown as { awdPromptSeen: string[] }).awdPromptSeen), path).toEqual(
      [],
    );
  }
});

// The browser's mark of a reader signed in here outlives a session that ended (signed out
// elsewhere, the provider's session over): once the provider says so, the page is a visitor's, with
// the paywall's prompt.
test("shows the prompt to a browser whose sign-in has ended", async ({ page, context }) => {
  // The sign-in SDK's own hint cookie, as it leaves it (path /), with no session behind it.
  await context.addCookies([
    { name: "auth0.awd-web.is.authenticated", value: "true", domain: new URL(siteUrl).hostname, path: "/" },
  ]);
  await page.goto(paidArticle.path);
  // The provider is asked in a hidden frame; on a busy machine its answer may come after a retry.
  await expect(page.locator('[data-paywall="login"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toBeVisible();
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
  const requests: { method: string; url: string; page?: string }[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.requestWillBeSent", ({ request, documentURL }) =>
    requests.push({ method: request.method, url: request.url, page: documentURL }),
  );
  await cdp.send("Network.enable");
  return {
    /** A page's own: the page before it may still be asking as the next one is opened. */
    afterPaint: (path: string) =>
      requests.filter((r) => r.method === "GET" && r.url.includes("/reader/after-paint") && r.page?.endsWith(path)),
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
    expect(api.afterPaint(path), `after-paint requests of ${path}`).toHaveLength(1);
    expect(api.threeReads(), `reads after-paint replaces on ${path}`).toEqual([]);
    expect(api.preflights(), `preflights of ${path}`).toEqual([]);
  }
});
