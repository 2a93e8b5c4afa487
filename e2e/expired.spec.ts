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
