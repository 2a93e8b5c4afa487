import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

// A free member: signed in, but without a subscription right.

test("sees the lead and the invitation to subscribe, never the paid text", async ({ page }) => {
  await signIn(page, demo.free, paidArticle.path);
  const prompt = page.locator('[data-paywall="subscribe"]');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("link", { name: "デジタル版を申し込む" })).toBeVisible();
  await expect(paidArticle.bodySentence(page)).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "お申し込み" })).toBeVisible();
  await expect(page.locator("[data-subscribe-banner]")).toBeVisible();
});

test("has no my page link", async ({ page }) => {
  await signIn(page, demo.free);
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "アカウントメニュー" }).click();
  await expect(banner.getByRole("button", { name: "ログアウト" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "マイページ" })).toHaveCount(0);
});
