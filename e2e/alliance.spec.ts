import { encodeAllianceCookie, signAllianceToken } from "@awd/core/alliance-token";
import { paidArticle } from "./support/paid-article.ts";
import { apiUrl } from "./support/stack.ts";
import { expect, test } from "./support/test.ts";

// A visitor sent by a partner site (decisions.md Alliance access): the demo partner of the README.
const partner = { referrer: "partner.example", secret: "awd-demo-partner-secret" };

test("comes from the partner's page, reads in full, and has the avatar without a menu", async ({ page }) => {
  await page.goto(`${apiUrl}/alliance/enter`, { referer: "https://partner.example/news/today" });
  // The site moves the token from the address bar into its cookie (history.replaceState).
  await expect.poll(() => new URL(page.url())).toMatchObject({ pathname: "/awd", search: "" });
  const avatar = page.getByRole("banner").getByRole("img", { name: "アカウントメニュー" });
  await expect(avatar).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toHaveCount(0);
  await page.goto(paidArticle.path);
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
});

test("an expired token is cleared and the page reloads as an anonymous visitor's", async ({ page, context }) => {
  const token = await signAllianceToken({ ...partner, timestamp: Date.now() - 2 * 60 * 60 * 1000 }, partner.secret);
  await context.addCookies([
    {
      name: "awdAllianceToken",
      value: encodeURIComponent(encodeAllianceCookie(token)),
      domain: "localhost",
      path: "/",
    },
  ]);
  await page.goto(paidArticle.path);
  // The server's HTML is the anonymous one at first: wait for the API's 401 to clear the cookie.
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === "awdAllianceToken"), { timeout: 10_000 })
    .toBe(false);
  await page.waitForLoadState("load");
  await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toBeVisible();
  await expect(page.locator('[data-paywall="login"]')).toBeVisible();
});
