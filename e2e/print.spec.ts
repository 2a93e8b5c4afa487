import AxeBuilder from "@axe-core/playwright";
import { signedEntryLink } from "./support/alliance-link.ts";
import { printEditions } from "./support/content.ts";
import { apiUrl } from "./support/stack.ts";
import { expect, type Locator, type Page, test } from "./support/test.ts";

// The print edition (issue "The print edition"): the public list of issues, the viewer's subscribe
// prompt for a visitor without a right, and a subscriber reading the newest issue with the viewer.

const newest = "2026-11-21";
const viewerPath = `print/${newest}`;
const promptHeading = "紙面ビューアーはデジタル版の会員向けです";

const expectNoAxeViolations = async (page: Page, name: string) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, name).toEqual([]);
};

test.describe("anyone", () => {
  test("the category navigation's PDF link lists every issue with its cover", async ({ page, request }) => {
    const issues = await printEditions(request);
    expect(issues).toHaveLength(8);
    await page.goto("./");
    await page.getByRole("link", { name: "紙面ビューアー" }).first().click();
    await expect(page).toHaveURL(/\/awd\/print$/);
    await expect(page.getByRole("heading", { level: 1, name: "紙面ビューアー" })).toBeVisible();
    const covers = page.getByRole("img", { name: /の1面$/ });
    await expect(covers).toHaveCount(issues.length);
    const first = covers.first();
    await expect(first).toHaveAccessibleName(`${issues[0]?.title}の1面`);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("axe finds no violation on the list, at desktop and phone width", async ({ page }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("print");
      await expectNoAxeViolations(page, `list at ${viewport.width} px`);
    }
  });
});

test.describe("an anonymous visitor", () => {
  test("gets the subscribe prompt in place of the viewer", async ({ page }) => {
    await page.goto(viewerPath);
    await expect(page.getByRole("heading", { level: 1, name: /2026年11月21日号/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: promptHeading })).toBeVisible();
    await expect(page.getByRole("link", { name: "ログインして読む" })).toHaveAttribute("href", "/awd/login");
    await expect(page.locator("canvas")).toHaveCount(0);
    await expectNoAxeViolations(page, "viewer with the subscribe prompt");
  });

  test("cannot fetch the PDF: 401 for its URL, 403 for the file without a signature", async ({ request }) => {
    expect((await request.get(`${apiUrl}/print-editions/${newest}`)).status()).toBe(401);
    expect((await request.get(`${apiUrl}/static/print/${newest}.pdf`)).status()).toBe(403);
    expect((await request.get(`static/print/${newest}.pdf`)).status()).toBe(403);
    const forged = `static/print/${newest}.pdf?expires=9999999999&signature=${"0".repeat(64)}`;
    expect((await request.get(forged)).status()).toBe(403);
  });
});

// A subscriber: here an alliance visitor (signed in with a digital right), who arrives
// from the demo partner's page through a link its server signed, as a real one would.
async function enterAsSubscriber(page: Page) {
  await page.goto(signedEntryLink(), { referer: "https://partner.example/news/today" });
  await expect(page).toHaveURL(/\/awd\/?$/);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "awdAllianceToken")).toBe(true);
}

const stageOf = (page: Page) => page.getByRole("region", { name: /ページ中\d+ページ目$/ });

async function expectPage(stage: Locator, page: number, pageCount: number) {
  await expect(stage).toHaveAccessibleName(`${pageCount}ページ中${page}ページ目`);
  await expect(stage).toHaveAttribute("data-rendered-page", String(page));
}

const sheetWidth = (stage: Locator) =>
  stage.locator("[data-page-number]").evaluate((e) => e.getBoundingClientRect().width);

test.describe("a subscriber", () => {
  test("reads the newest issue: pages forward, zooms to both limits, picks a preset", async ({ page, request }) => {
    test.setTimeout(90_000);
    const issues = await printEditions(request);
    const pageCount = issues[0]?.pageCount ?? 0;
    await enterAsSubscriber(page);
    // Slow the PDF a little, so its loading progress can be seen.
    await page.route("**/static/print/*.pdf*", async (route) => {
      await new Promise((done) => setTimeout(done, 400));
      await route.continue();
    });

    await page.goto("print");
    await page.getByRole("link", { name: new RegExp(issues[0]?.title ?? "") }).click();
    await expect(page).toHaveURL(new RegExp(`/awd/${viewerPath}$`));
    await expect(page.getByRole("status")).toContainText("紙面を読み込んでいます");

    const stage = stageOf(page);
    await expectPage(stage, 1, pageCount);
    // The text is real text over the drawing: it can be selected.
    await expect(stage.locator(".textLayer")).toContainText("AWD Weekly");

    // Page navigation: the button, the keyboard, the page number field and the thumbnails.
    await page.getByRole("button", { name: "次のページ" }).click();
    await expectPage(stage, 2, pageCount);
    await page.keyboard.press("ArrowRight");
    await expectPage(stage, 3, pageCount);
    await page.keyboard.press("ArrowLeft");
    await expectPage(stage, 2, pageCount);
    const pageField = page.getByRole("textbox", { name: "ページ番号" });
    await pageField.fill(String(pageCount));
    await pageField.press("Enter");
    await expectPage(stage, pageCount, pageCount);
    await expect(page.getByRole("button", { name: "次のページ" })).toBeDisabled();
    const firstThumbnail = page.getByRole("button", { name: "1ページ目を表示", exact: true });
    await firstThumbnail.click();
    await expectPage(stage, 1, pageCount);
    await expect(firstThumbnail).toHaveAttribute("aria-current", "page");

    // Zoom (docs/product/print-edition.md#zoom): from 1 in steps of 0.05 up to 2, where it stops, then down to 0.5.
    const zoomIn = page.getByRole("button", { name: "拡大", exact: true });
    const zoomOut = page.getByRole("button", { name: "縮小", exact: true });
    const preset = page.getByRole("combobox", { name: "表示倍率" });
    await expect(stage).toHaveAttribute("data-zoom", "1");
    const widthAtOne = await sheetWidth(stage);
    await zoomIn.click();
    await expect(stage).toHaveAttribute("data-zoom", "1.05");
    for (let i = 0; i < 19; i++) await zoomIn.click();
    await expect(stage).toHaveAttribute("data-zoom", "2");
    await expect(zoomIn).toBeDisabled();
    await expect(preset).toHaveValue("2");
    await expect.poll(() => sheetWidth(stage)).toBeCloseTo(widthAtOne * 2, -1);
    await page.keyboard.press("+");
    await expect(stage).toHaveAttribute("data-zoom", "2");
    for (let i = 0; i < 30; i++) await zoomOut.click();
    await expect(stage).toHaveAttribute("data-zoom", "0.5");
    await expect(zoomOut).toBeDisabled();
    await page.keyboard.press("-");
    await expect(stage).toHaveAttribute("data-zoom", "0.5");
    await expect.poll(() => sheetWidth(stage)).toBeCloseTo(widthAtOne / 2, -1);

    // A preset, then fit to width.
    await preset.selectOption({ label: "175%" });
    await expect(stage).toHaveAttribute("data-zoom", "1.75");
    await expect(zoomIn).toBeEnabled();
    await expect(zoomOut).toBeEnabled();
    const fit = page.getByRole("button", { name: "幅に合わせる" });
    await fit.click();
    await expect(fit).toHaveAttribute("aria-pressed", "true");
    const stageWidth = await stage.evaluate((e) => {
      const style = getComputedStyle(e);
      return e.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    });
    await expect.poll(() => sheetWidth(stage)).toBeCloseTo(stageWidth, -1);

    await expectPage(stage, 1, pageCount);
    await expectNoAxeViolations(page, "viewer with the newest issue");
  });

  test("reads at phone width: zoom 1 fits the screen, nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await enterAsSubscriber(page);
    await page.goto(viewerPath);
    const stage = stageOf(page);
    await expect(stage).toHaveAttribute("data-rendered-page", "1");
    const stageBox = await stage.boundingBox();
    expect(await sheetWidth(stage)).toBeLessThanOrEqual(stageBox?.width ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, "viewer at phone width");
  });
});
