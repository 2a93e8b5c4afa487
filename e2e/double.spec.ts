import { tokyoMonth } from "@awd/core/dates";
import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

// A double-course reader (print + digital): needs the month's preview code from the paper.
const previewCode = () => {
  const month = tokyoMonth(Date.now());
  return `AWD${month.slice(2, 4)}${month.slice(5, 7)}`;
};
const banner = "ダブルコースの方は、プレビューコードを入力してください。入力するとすべての記事が読めます。";

test("before the code: the red banner, the text withheld; the paywall's link to the code comes back to the article", async ({
  page,
}) => {
  await signIn(page, demo.double);
  await expect(page.getByText(banner)).toBeVisible();
  await page.goto("./?category=News");
  await expect(page.getByText(banner)).toBeVisible();
  await page.getByRole("link", { name: "プレビューコードを入力する" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "プレビューコードの入力" })).toBeVisible();

  await page.goto(paidArticle.path);
  const paywall = page.locator('[data-paywall="preview-code"]');
  await expect(paywall).toBeVisible();
  await expect(paidArticle.bodySentence(page)).toHaveCount(0);

  await paywall.getByRole("link", { name: "プレビューコードを入力する" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "プレビューコードの入力" })).toBeVisible();
  const field = page.getByLabel("プレビューコード");
  await field.fill("WRONG1");
  await page.getByRole("button", { name: "コードを送信" }).click();
  await expect(page.getByText("プレビューコードが正しくありません", { exact: false })).toBeVisible();

  await field.fill(previewCode());
  await page.getByRole("button", { name: "コードを送信" }).click();
  await page.waitForURL((url) => url.pathname === `/awd/${paidArticle.path}`);
  await expect(page.getByRole("alert").filter({ hasText: "プレビューコードを確認しました。" })).toBeVisible();
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
  await expect(paywall).toHaveCount(0);
  await page.goto("./");
  await expect(page.getByText(banner)).toHaveCount(0);
});
