import { expect, type Page } from "@playwright/test";
import { siteUrl } from "./stack.ts";

// The demo accounts of the README, all with one password (apps/api/src/services/demo-accounts.ts).
export const demoPassword = "awd-demo-2026";
export const demo = {
  free: "free@awd.example",
  digital: "digital@awd.example",
  double: "double@awd.example",
  doubleFirstMonth: "double-first@awd.example",
  expired: "expired@awd.example",
  corporate: "corporate@awd.example",
} as const;

/**
 * Signs in the way a reader does: the header's login link, the identity provider's Japanese
 * login page, and back to the page the reader was on. No token is injected.
 */
export async function signIn(page: Page, email: string, path = "./"): Promise<void> {
  await page.goto(path);
  // Next.js serves the base path's root as /awd (no trailing slash).
  const returnPath = new URL(path, siteUrl).pathname.replace(/\/$/, "");
  await page.getByRole("banner").getByRole("link", { name: "ログイン" }).click();
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("パスワード").fill(demoPassword);
  await page.getByRole("button", { name: "ログイン" }).click();
  await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === returnPath, { timeout: 20_000 });
  await expect(page.getByRole("banner").getByRole("button", { name: "アカウントメニュー" })).toBeVisible();
}
