import { articlesOf, newestOf, paidOf, seriesList } from "./support/content.ts";
import { siteUrl } from "./support/stack.ts";
import { expect, type Page, test } from "./support/test.ts";

// An anonymous visitor: every screen, the shared layout, and what a visitor without a right sees.

const phone = { width: 390, height: 844 };
const header = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");
const categoryNav = (page: Page) => page.getByRole("main").getByRole("navigation", { name: "カテゴリー" });

test.describe("screens", () => {
  test("home lists the newest articles and the popular strip", async ({ page, request }) => {
    const [newest] = await articlesOf(request, "limit=1");
    await page.goto("./");
    await expect(page).toHaveTitle(/AWD/);
    await expect(page.getByRole("heading", { level: 3, name: newest?.titleEn })).toBeVisible();
    await expect(page.getByText(newest?.titleJa ?? "").first()).toBeVisible();
    const popular = page.getByRole("region", { name: "よく読まれている記事" });
    await expect(popular.getByRole("listitem")).not.toHaveCount(0);
    expect(await popular.getByRole("listitem").count()).toBeLessThanOrEqual(12);
    await expect(categoryNav(page).getByRole("link", { name: "HOME" })).toHaveAttribute("aria-current", "page");
  });

  test("a category shows only its articles, highlighted in the navigation, with analytics labels", async ({
    page,
    request,
  }) => {
    const quiz = await articlesOf(request, "category=Quiz&limit=12");
    await page.goto("./?category=Quiz");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Quiz");
    const titles = await page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(quiz.map((a) => a.titleEn));
    const current = categoryNav(page).getByRole("link", { name: "Quiz", exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveAttribute("data-analytics-label", "nav_quiz");
    for (const label of ["HOME", "News", "Quiz", "Column & Essay", "Interview", "Opinion", "Easy Read"])
      await expect(categoryNav(page).getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "data-analytics-label",
        /^nav_/,
      );
    await expect(categoryNav(page).getByRole("link", { name: "紙面ビューアー" })).toHaveAttribute("href", "/awd/print");
  });

  test("the home list is paged", async ({ page, request }) => {
    const second = await articlesOf(request, "limit=12&offset=12");
    await page.goto("./");
    await page.getByRole("navigation", { name: "ページ送り" }).getByRole("link", { name: "次のページ" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole("heading", { level: 3, name: second[0]?.titleEn })).toBeVisible();
  });

  test("the content list shows every series, and each series has its list page", async ({ page, request }) => {
    const series = await seriesList(request);
    await page.goto("contents");
    await expect(page.getByRole("heading", { level: 1, name: "コンテンツ一覧" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(series.length);
    const finished = series.find((s) => s.isFinished && !s.hasAudio);
    if (!finished) throw new Error("the catalogue has a finished series without audio");
    await page.getByRole("link", { name: finished.name }).click();
    await expect(page).toHaveURL(new RegExp(`/awd/${finished.path}$`));
    const head = page.getByRole("main").locator("header").first();
    await expect(head.getByRole("heading", { level: 1 })).toContainText(finished.name);
    await expect(head).toContainText(finished.nameJa);
    await expect(head).toContainText(finished.description);
    await expect(head).toContainText("完結");
    await expect(head).not.toContainText("音声あり");
    await expect(page.getByRole("main").getByRole("article")).not.toHaveCount(0);
  });

  test("every one of the 27 series paths has a list page", async ({ request }) => {
    for (const s of await seriesList(request)) {
      const response = await request.get(`${siteUrl}${s.path}`);
      expect(response.status(), s.path).toBe(200);
      expect(await response.text(), s.path).toContain(s.nameJa);
    }
  });

  test("a free article shows its public part and full text; the date is in Japanese", async ({ page, request }) => {
    const { article, path } = await newestOf(request, "news-topics");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: article.titleEn })).toBeVisible();
    // The article's own head: the compact popular strip below may list the same article, with its
    // Japanese title hidden.
    await expect(
      page.locator("[data-reading-article] header").getByText(article.titleJa, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("main").locator("time").first()).toHaveText(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
    await expect(page.getByRole("main").locator("figure img")).toBeVisible();
    const last = article.body?.paragraphs.at(-1)?.en ?? "";
    await expect(page.getByRole("main")).toContainText(last.slice(0, 40), { useInnerText: true });
    await expect(page.locator("[data-paywall]")).toHaveCount(0);
  });

  test("a paid article shows its lead and says why the rest is not shown, with the action", async ({
    page,
    request,
  }) => {
    const { article, path } = await paidOf(request, "news-topics");
    expect(article.body).toBeNull();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: article.titleEn })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(article.lead.en.slice(0, 40));
    const prompt = page.locator("[data-paywall]");
    await expect(prompt).toHaveAttribute("data-paywall", "login");
    await expect(prompt).toContainText("ログインしてください");
    await expect(prompt.getByRole("link", { name: "ログインして読む" })).toHaveAttribute("href", "/awd/login");
    await expect(page.locator("[data-audio-player]")).toHaveCount(0);
  });

  test("an article is readable with JavaScript off", async ({ browser, request }) => {
    const { article, path } = await newestOf(request, "news-topics");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}${path}`);
    await expect(page.getByRole("heading", { level: 1, name: article.titleEn })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(article.body?.paragraphs[0]?.en.slice(0, 40) ?? "", {
      useInnerText: true,
    });
    await page.locator("[data-article-text] summary").first().click();
    await expect(page.getByText(article.lead.ja)).toBeVisible();
    await context.close();
  });

  test("audio pages: the list, and a page with a grey background, no subscribe banner and room for the player", async ({
    page,
    request,
  }) => {
    await page.goto("audios");
    await expect(page.getByRole("heading", { level: 1, name: "音声で聞く" })).toBeVisible();
    await page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/awd\/audios\/\d+$/);
    await expect(page.locator("[data-audio-player]")).toBeVisible();
    await expect(page.locator("[data-subscribe-banner]")).toHaveCount(0);
    const frame = page.locator("main").locator("..");
    await expect(frame).toHaveCSS("background-color", "rgb(236, 238, 241)");
    await expect(page.locator("main")).toHaveCSS("padding-bottom", "99px");
    await expect(footer(page)).toHaveCSS("padding-bottom", "76px");
    const { summary } = await newestOf(request, "news-topics");
    await page.goto(`audios/${summary.id}`);
    await expect(page.getByRole("heading", { level: 1, name: summary.titleEn })).toBeVisible();
  });

  test("help, FAQ and terms are written pages; help and FAQ open in a new tab", async ({ page, context }) => {
    for (const [path, title] of [
      ["help.html", "使い方"],
      ["faq.html", "よくある質問"],
      ["guide.html", "利用規約"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      expect((await page.getByRole("main").textContent())?.length ?? 0).toBeGreaterThan(800);
    }
    await page.goto("./");
    const help = header(page).getByRole("link", { name: /使い方/ });
    await expect(help).toHaveAttribute("target", "_blank");
    const [tab] = await Promise.all([context.waitForEvent("page"), help.click()]);
    await expect(tab).toHaveURL(/\/awd\/help\.html$/);
    await tab.close();
  });

  test("an unknown page is a real 404 in Japanese, with the layout", async ({ page }) => {
    const response = await page.goto("no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "ページが見つかりません" })).toBeVisible();
    await expect(header(page)).toBeVisible();
    const missing = await page.goto("news-topics/999999");
    expect(missing?.status()).toBe(404);
  });

  test("embedded and login pages are bare: no header, footer or banner", async ({ page, request }) => {
    const { article, path } = await newestOf(request, "news-topics");
    for (const [url, title] of [
      [`embedded/${path}`, article.titleEn],
      ["login", "ログイン"],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(header(page)).toHaveCount(0);
      await expect(footer(page)).toHaveCount(0);
      await expect(page.locator("[data-subscribe-banner]")).toHaveCount(0);
    }
  });
});

test.describe("layout", () => {
  test("the header offers search, apply and login; the banner's links are external in a new tab", async ({ page }) => {
    await page.goto("./");
    await expect(header(page).getByRole("link", { name: "お申し込み" })).toHaveAttribute("href", "/awd/lp/index.html");
    await expect(header(page).getByRole("link", { name: "ログイン" })).toBeVisible();
    const banner = page.getByRole("complementary", { name: "デジタル版のご案内" });
    await expect(banner).toBeVisible();
    for (const name of [/デジタル版を申し込む/, /デジタル版とは/]) {
      const link = banner.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer(page).getByRole("link")).toHaveCount(10);
    await expect(footer(page).locator("div").first()).toHaveCSS("max-width", "1024px");
  });

  test("the search form stays disabled until a valid word, then goes to /search", async ({ page }) => {
    await page.goto("./");
    const search = header(page).getByRole("search");
    const submit = search.getByRole("button", { name: "検索" });
    await expect(submit).toBeDisabled();
    await search.getByRole("searchbox").fill("   ");
    await expect(submit).toBeDisabled();
    await search.getByRole("searchbox").fill("island");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/awd\/search\?p=1&q=island$/);
  });

  test("the scroll-to-top button shows on wide screens once scrolled, and takes the reader up", async ({ page }) => {
    await page.goto("./");
    const toTop = page.getByRole("button", { name: "ページの先頭へ" });
    await expect(toTop).toBeHidden();
    await page.mouse.wheel(0, 1500);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an image that fails shows the default image, then the second default", async ({ page, request }) => {
    const { path, summary } = await newestOf(request, "news-topics");
    await page.route(`**/_next/image?url=%2Fawd%2Fstatic%2Fmedia%2Fimages%2F${summary.id}-main.webp*`, (r) =>
      r.abort(),
    );
    await page.goto(path);
    const image = page.getByRole("main").locator("figure img");
    await expect(image).toHaveAttribute("src", /default-main\.webp/);
    await page.unrouteAll();
    await page.route("**/_next/image?url=%2Fawd%2Fstatic%2Fmedia%2Fimages%2F*", (r) => r.abort());
    await page.reload();
    await expect(image).toHaveAttribute("src", /default-fallback\.webp/);
  });

  test("a list's first thumbnail loads first over its blurred placeholder; the rest wait for the scroll", async ({
    page,
  }) => {
    await page.goto("./");
    const thumbnails = page
      .getByRole("region", { name: /新着記事/ })
      .getByRole("article")
      .locator("img");
    const first = thumbnails.first();
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("style", /background-image:\s*url\("?data:image\/png/);
    await expect(thumbnails.nth(1)).toHaveAttribute("loading", "lazy");
  });

  test("a page that is slow to come shows its skeleton until it arrives", async ({ page }) => {
    await page.route("**/awd/**", async (route) => {
      const headers = route.request().headers();
      if (headers["next-router-prefetch"] || headers["next-router-segment-prefetch"]) return route.abort();
      if (headers.rsc) await new Promise((done) => setTimeout(done, 1500));
      return route.continue();
    });
    await page.goto("./");
    const card = page.getByRole("main").getByRole("article").first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link").click();
    await expect(page.locator('[data-skeleton="article"]')).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[data-skeleton="article"]')).toBeHidden();
  });

  test("revalidation needs the shared secret, and names articles by their ids only", async ({ request }) => {
    // Under start:prod each accepted call has the front fetch ~130 pages again, each made afresh.
    test.setTimeout(90_000);
    const revalidate = (body?: unknown, secret = "awd-dev-revalidate") =>
      request.post(`${siteUrl}api/revalidate`, { headers: { authorization: `Bearer ${secret}` }, data: body });
    expect((await request.post(`${siteUrl}api/revalidate`)).status()).toBe(401);
    expect((await revalidate(undefined, "a-guess")).status()).toBe(401);
    for (const body of [{ articleIds: ["101"] }, { articleIds: [0] }, { paths: ["/"] }, [101]])
      expect((await revalidate(body)).status(), JSON.stringify(body)).toBe(422);
    expect((await revalidate()).status()).toBe(200);
    expect((await revalidate({ articleIds: [101] })).status()).toBe(200);
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: phone });

  test("each screen renders", async ({ page, request }) => {
    const { path } = await newestOf(request, "phrase-it-right");
    for (const url of ["./", "./?category=News", "contents", "news-topics", path, "audios", "help.html", "faq.html"]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is no wider than the phone`).toBeLessThanOrEqual(0);
    }
  });

  test("the side menu opens from the hamburger and closes on back, close and an item click", async ({ page }) => {
    await page.goto("./?category=News");
    const menu = page.getByRole("dialog", { name: "メニュー" });
    const open = () => page.getByRole("button", { name: "メニューを開く" }).click();
    await open();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("search")).toBeVisible();
    await expect(menu.getByRole("link", { name: /^News/ })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: /使い方/ })).toHaveAttribute("target", "_blank");
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\?category=News$/);
    await open();
    await menu.getByRole("button", { name: "メニューを閉じる" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\?category=News$/);
    await open();
    await menu.getByRole("link", { name: /^Quiz/ }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\?category=Quiz$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?category=News$/);
  });

  test("a back button shows on every page but home", async ({ page, request }) => {
    const { path } = await newestOf(request, "news-topics");
    await page.goto("./");
    await expect(page.getByRole("link", { name: "戻る" })).toHaveCount(0);
    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
    const back = page.getByRole("link", { name: "戻る" });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/awd\/?$/);
    await page.goto(path);
    await expect(page.getByRole("link", { name: "戻る" })).toBeVisible();
  });

  test("the scroll-to-top button waits for the footer", async ({ page }) => {
    await page.goto("contents");
    const toTop = page.getByRole("button", { name: "ページの先頭へ" });
    await page.mouse.wheel(0, 800);
    await expect(toTop).toBeHidden();
    await footer(page).scrollIntoViewIfNeeded();
    await expect(toTop).toBeVisible();
  });

  test("the subscribe banner is fixed at the bottom", async ({ page }) => {
    await page.goto("./");
    const banner = page.locator("[data-subscribe-banner]");
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(phone.height, 0);
  });
});
