import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

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
