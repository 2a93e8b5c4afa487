import AxeBuilder from "@axe-core/playwright";
import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, type Page, test } from "./support/test.ts";

// Reading comfort (docs/product/offline-and-reading-comfort.md#reading-comfort): the header's 表示設定
// panel; the choice is kept on the device and applied before the first paint.

const choose = async (page: Page, option: string) => {
  await page.getByRole("banner").getByRole("button", { name: "表示設定" }).click();
  const panel = page.getByRole("region", { name: "表示設定" });
  await panel.getByRole("radio", { name: option, exact: true }).check();
  await panel.getByRole("button", { name: "閉じる" }).click();
};

/** Records <html>'s theme at the moment <body> is first parsed, before anything of it can be painted. */
const recordThemeAtFirstBody = (page: Page) =>
  page.addInitScript(() => {
    const record = () => {
      if (!document.body) return false;
      (window as unknown as { themeAtFirstBody: string | null }).themeAtFirstBody =
        document.documentElement.getAttribute("data-theme");
      return true;
    };
    const observer = new MutationObserver(() => {
      if (record()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });

/** The sum of the page's layout shifts so far (the Layout Instability API, buffered from the start). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

const axeViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

test("dark stays chosen across a reload and is on <html> before the body is painted", async ({ page }) => {
  await recordThemeAtFirstBody(page);
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await choose(page, "ダーク");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const darkPaper = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkPaper).toBe("rgb(23, 24, 27)");

  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstBody: string }).themeAtFirstBody)).toBe("dark");
  await page.goto(paidArticle.path);
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstBody: string }).themeAtFirstBody)).toBe("dark");
  expect(await layoutShift(page)).toBe(0);

  await choose(page, "ライト");
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstBody: string }).themeAtFirstBody)).toBe("light");
});

test("follows the device's theme when set to 端末に合わせる", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

test("the text size and line height of the article text change and stay without a layout shift", async ({ page }) => {
  await page.goto(paidArticle.path);
  const lead = page.locator("[data-article-text] p").first();
  const size = () => lead.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  const standard = await size();
  await choose(page, "大");
  expect(await size()).toBeGreaterThan(standard);
  await choose(page, "広め");
  await page.reload();
  expect(await size()).toBeGreaterThan(standard);
  await expect(page.locator("html")).toHaveAttribute("data-line-height", "wide");
  expect(await layoutShift(page)).toBe(0);
  await choose(page, "小");
  expect(await size()).toBeLessThan(standard);
});

test("dark has no axe violation on home, a paid article behind its paywall and the print viewer", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("./");
  await choose(page, "ダーク");
  expect(await axeViolations(page), "home").toEqual([]);
  await page.goto(paidArticle.path);
  await expect(page.locator("[data-paywall]")).toBeVisible();
  expect(await axeViolations(page), "the paywall").toEqual([]);
  await page.goto("print");
  expect(await axeViolations(page), "the print list").toEqual([]);
});

test("dark has no axe violation on a subscriber's article, the print viewer and my page", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, demo.digital, paidArticle.path);
  await choose(page, "ダーク");
  await expect(paidArticle.bodySentence(page)).toContainText(paidArticle.bodyStart);
  expect(await axeViolations(page), "an article").toEqual([]);
  await page.goto("print/2026-11-21");
  await expect(page.locator("canvas").first()).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page), "the print viewer").toEqual([]);
  await page.goto("mypage");
  await expect(page.getByRole("heading", { level: 1, name: "マイページ" })).toBeVisible();
  expect(await axeViolations(page), "my page").toEqual([]);
});
