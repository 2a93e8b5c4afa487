import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

// A corporate ID: always full access, no my page.

test("reads every article in full and has no my page", async ({ page }) => {
  await signIn(page, demo.corporate, paidArticle.path);
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "アカウントメニュー" }).click();
  await expect(banner.getByRole("button", { name: "ログアウト" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "マイページ" })).toHaveCount(0);
});
