import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

// A digital course that has expired: asked to renew, the paid text withheld.

test("is asked to renew instead of reading", async ({ page }) => {
  await signIn(page, demo.expired, paidArticle.path);
  const prompt = page.locator('[data-paywall="expired"]');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("link", { name: "契約を更新する" })).toBeVisible();
  await expect(paidArticle.bodySentence(page)).toHaveCount(0);
});

test("my page names the ended course with the paywall's word, 終了", async ({ page }) => {
  await signIn(page, demo.expired, paidArticle.path);
  await expect(page.locator('[data-paywall="expired"]')).toContainText("終了");
  await page.goto("mypage");
  await expect(page.getByRole("heading", { level: 1, name: "マイページ" })).toBeVisible();
  const state = page.locator("dt", { hasText: /^状態$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(state).toHaveText("終了");
  await expect(page.getByText("停止中")).toHaveCount(0);
});

test("a linking code that is not one is refused on my page in Japanese", async ({ page }) => {
  await signIn(page, demo.expired, paidArticle.path);
  await page.goto("mypage");
  await page.getByRole("textbox", { name: "購読連携コード" }).fill("LNOSUCHCODE");
  await page.getByRole("button", { name: "登録する" }).click();
  await expect(
    page.getByText("この購読連携コードは使えません。コードをご確認のうえ、もう一度お試しください。"),
  ).toBeVisible();
});
