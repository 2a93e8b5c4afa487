import { formatJapaneseDateTime } from "@awd/core/dates";
import { articlesOf, newestOf, paidOf } from "./support/content.ts";
import { deskCommand } from "./support/desk.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { asksTheRight, siteUrl } from "./support/stack.ts";
import { expect, type Page, test } from "./support/test.ts";

// What lists and the shared layout tell every reader: the popular strip on every page, the 有料 mark
// for readers without a right, the level filter, dates with their time, and the tags of a shared link.

const popularStrip = (page: Page) => page.getByRole("region", { name: "よく読まれている記事" });
const cardOf = (page: Page, titleEn: string) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: titleEn, exact: true }) });
const levelFilter = (page: Page) => page.getByRole("navigation", { name: "レベルで絞り込む" });
const tokyoDateTime = /^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/;

test.describe("the popular strip is part of the shared layout", () => {
  for (const path of ["news-topics", "contents", "audios", "help.html", "lp/index.html", "print"])
    test(`in full on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(popularStrip(page).getByRole("listitem")).toHaveCount(12);
    });

  test("compact below an article: fewer titles, in English only", async ({ page, request }) => {
    const { path } = await newestOf(request, "news-topics");
    await page.goto(path);
    const items = popularStrip(page).getByRole("listitem");
    await expect(items).toHaveCount(6);
    const texts = await items.allInnerTexts();
    expect(texts.every((text) => !/[\u3040-\u30ff]/.test(text))).toBe(true);
  });

  test("a client-side navigation from the home list to an article switches the strip's form", async ({ page }) => {
    await page.goto("./");
    await expect(popularStrip(page).getByRole("listitem")).toHaveCount(12);
    await popularStrip(page).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(popularStrip(page)).toHaveCount(1);
    await expect(popularStrip(page).getByRole("listitem")).toHaveCount(6);
  });
});

test.describe("the 有料 mark of paid articles in lists", () => {
  // A series' list: its newest article is free in the sample edition, the older ones are paid.
  const seriesPath = "news-topics";
  const paidAndFree = async (request: Parameters<typeof articlesOf>[0]) => ({
    paid: (await paidOf(request, seriesPath)).summary,
    free: (await newestOf(request, seriesPath)).summary,
  });

  test("an anonymous reader sees 有料 on paid cards only, as text", async ({ page, request }) => {
    const { paid, free } = await paidAndFree(request);
    await page.goto(seriesPath);
    await expect(cardOf(page, paid.titleEn).getByText("有料", { exact: true })).toBeVisible();
    await expect(cardOf(page, free.titleEn).getByText("有料", { exact: true })).toHaveCount(0);
    await expect(cardOf(page, free.titleEn).getByText("無料", { exact: true })).toBeVisible();
  });

  for (const [who, email] of [
    ["a free member", demo.free],
    ["an expired subscriber", demo.expired],
  ] as const)
    test(`${who} sees 有料 on paid cards`, async ({ page, request }) => {
      const { paid } = await paidAndFree(request);
      const rightAnswered = page.waitForResponse((r) => asksTheRight(new URL(r.url())));
      await signIn(page, email, seriesPath);
      await rightAnswered;
      // the switch acts as soon as the right is known: give it the moment it would take
      await page.waitForTimeout(500);
      await expect(cardOf(page, paid.titleEn).getByText("有料", { exact: true })).toBeVisible();
    });

  test("a digital subscriber sees no 有料 mark, and the cards do not move when it goes", async ({ page, request }) => {
    const { paid } = await paidAndFree(request);
    await page.goto(seriesPath);
    const title = cardOf(page, paid.titleEn).getByRole("heading");
    const anonymousBox = await title.boundingBox();
    await signIn(page, demo.digital, seriesPath);
    await expect(cardOf(page, paid.titleEn).getByText("有料", { exact: true })).toBeHidden();
    expect(await title.boundingBox()).toEqual(anonymousBox);
    await page
      .getByRole("main")
      .getByRole("navigation", { name: "カテゴリー" })
      .getByRole("link", { name: "News", exact: true })
      .click();
    await expect(page).toHaveURL(/category=News/);
    const marks = page.getByRole("main").getByText("有料", { exact: true });
    await expect(marks.first()).toBeAttached();
    for (const mark of await marks.all()) await expect(mark).toBeHidden();
  });
});

test.describe("the level filter of the lists", () => {
  test("the keyboard chooses a level, the list holds only that level, and paging keeps it", async ({
    page,
    request,
  }) => {
    const beginner = await articlesOf(request, "sort=Desc&level=beginner&limit=12&offset=0");
    await page.goto("./");
    const choice = levelFilter(page).getByRole("link", { name: "初級" });
    await choice.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]level=beginner/);
    await expect(levelFilter(page).getByRole("link", { name: "初級" })).toHaveAttribute("aria-current", "page");
    const titles = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
    expect(titles).toEqual(beginner.map((a) => a.titleEn));
    const pagination = page.getByRole("navigation", { name: "ページ送り" });
    await pagination.getByRole("link", { name: "次のページ" }).click();
    await expect(page).toHaveURL(/[?&]level=beginner/);
    await expect(page).toHaveURL(/[?&]page=2/);
    const second = await articlesOf(request, "sort=Desc&level=beginner&limit=12&offset=12");
    await expect(page.getByRole("main").getByRole("article").getByRole("heading").first()).toHaveText(
      second[0]?.titleEn ?? "",
    );
    await levelFilter(page).getByRole("link", { name: "すべて" }).click();
    await expect(page).not.toHaveURL(/level=/);
  });

  test("a category keeps its level filter, and says plainly when nothing matches", async ({ page, request }) => {
    expect(await articlesOf(request, "category=Opinion&level=beginner&limit=1")).toEqual([]);
    await page.goto("./?category=Opinion");
    await levelFilter(page).getByRole("link", { name: "初級" }).click();
    await expect(page).toHaveURL(/category=Opinion&level=beginner/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Opinion");
    await expect(page.getByText("初級の記事はありません。ほかのレベルを選んでください。")).toBeVisible();
  });
});

test("my page shows the contract's dates with their time, in Tokyo", async ({ page }) => {
  const { stdout } = await deskCommand("right", demo.digital);
  const right = JSON.parse(stdout) as { startedAt: string; expireAt: string };
  await signIn(page, demo.digital, "mypage");
  const facts = page.getByRole("region", { name: "ご契約" });
  const started = facts.locator("dt:has-text('開始日') + dd");
  const expires = facts.locator("dt:has-text('有効期限') + dd");
  await expect(started).toHaveText(formatJapaneseDateTime(right.startedAt));
  await expect(expires).toHaveText(formatJapaneseDateTime(right.expireAt));
  await expect(started).toHaveText(tokyoDateTime);
});

test.describe("a shared link shows a preview (og: and Twitter card tags)", () => {
  const meta = (page: Page, key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute("content");

  test("an article: its title, its lead and its image by an absolute URL", async ({ page, request }) => {
    const { path, article } = await newestOf(request, "news-topics");
    await page.goto(path);
    expect(await meta(page, "og:title")).toContain(article.titleEn);
    expect(await meta(page, "og:description")).toBe(article.lead.en);
    expect(await meta(page, "twitter:card")).toBe("summary_large_image");
    expect(await meta(page, "twitter:title")).toContain(article.titleEn);
    const image = (await meta(page, "og:image")) ?? "";
    expect(image.startsWith(new URL(siteUrl).origin)).toBe(true);
    expect(await meta(page, "twitter:image")).toBe(image);
    const response = await request.get(image);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  });

  for (const path of ["./", "news-topics", "contents", "audios", "lp/index.html", "print"])
    test(`${path} has a title, a description and an image`, async ({ page }) => {
      await page.goto(path);
      expect(await meta(page, "og:title")).toBeTruthy();
      expect(await meta(page, "og:description")).toBeTruthy();
      expect(await meta(page, "og:image")).toMatch(/^https?:\/\//);
      expect(await meta(page, "twitter:card")).toBe("summary_large_image");
    });
});
