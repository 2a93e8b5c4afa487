import { encodeAllianceCookie, signAllianceToken } from "@awd/core/alliance-token";
import { demoPartner as partner, signedEntryLink } from "./support/alliance-link.ts";
import { paidArticle } from "./support/paid-article.ts";
import { apiUrl } from "./support/stack.ts";
import { expect, test } from "./support/test.ts";

// A visitor sent by a partner site, here the demo partner of the README.
const hasAllianceCookie = (cookies: { name: string }[]) => cookies.some((c) => c.name === "awdAllianceToken");

test("comes from the partner's page, reads in full, and has the avatar without a menu", async ({ page }) => {
  await page.goto(signedEntryLink(), { referer: "https://partner.example/news/today" });
  // The site moves the token from the address bar into its cookie (history.replaceState).
  await expect.poll(() => new URL(page.url())).toMatchObject({ pathname: "/awd", search: "" });
  const avatar = page.getByRole("banner").getByRole("img", { name: "アカウントメニュー" });
  await expect(avatar).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toHaveCount(0);
  await page.goto(paidArticle.path);
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
});

test("a visitor with only the partner's Referer, or a used link, is refused and reads nothing", async ({
  page,
  context,
}) => {
  const refererOnly = await page.goto(`${apiUrl}/alliance/enter`, { referer: "https://partner.example/news/today" });
  expect(refererOnly?.status()).toBe(403);
  const link = signedEntryLink();
  await page.goto(link);
  // Once the site has moved the token from the address bar into its cookie, the visitor forgets it.
  await expect.poll(() => new URL(page.url())).toMatchObject({ pathname: "/awd", search: "" });
  await context.clearCookies();
  const replayed = await page.goto(link);
  expect(replayed?.status()).toBe(403);
  expect(hasAllianceCookie(await context.cookies())).toBe(false);
  await page.goto(paidArticle.path);
  await expect(page.locator('[data-paywall="login"]')).toBeVisible();
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
  await expect.poll(async () => hasAllianceCookie(await context.cookies()), { timeout: 10_000 }).toBe(false);
  await page.waitForLoadState("load");
  await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toBeVisible();
  await expect(page.locator('[data-paywall="login"]')).toBeVisible();
});
