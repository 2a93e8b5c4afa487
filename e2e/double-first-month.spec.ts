import { demo, signIn } from "./support/sign-in.ts";
import { expect, test } from "./support/test.ts";

// A double-course reader in the first contract month whose code was entered 11 days ago: in the
// warn days (10-13), so the countdown shows the days left (14 - 11 = 3).

test("sees the countdown with the remaining days, and my page says the code is about to expire", async ({ page }) => {
  await signIn(page, demo.doubleFirstMonth);
  await expect(page.getByText("プレビューコードの有効期限まで、あと3日です。", { exact: false })).toBeVisible();
  await page.goto("mypage");
  await expect(page.getByText("まもなく期限切れ")).toBeVisible();
  await expect(page.getByText("あと3日")).toBeVisible();
});
