import AxeBuilder from "@axe-core/playwright";
import { searchPageOf } from "./support/content.ts";
import { apiPathOf, productionTopology } from "./support/stack.ts";
import { expect, type Page, test } from "./support/test.ts";

// A reader searches (docs/product/search.md): from the header, on the results page, with the search history,
// in the phone layout and the side menu; the form refuses what cannot be searched.

const phone = { width: 390, height: 844 };
const header = (page: Page) => page.getByRole("banner");
const headerForm = (page: Page) => header(page).getByRole("search");
const pageForm = (page: Page) => page.getByRole("main").getByRole("search", { name: "キーワードを変えて検索" });
const results = (page: Page) => page.getByRole("main").getByRole("article");
const range = (page: Page) => page.getByRole("main").getByText(/^全\d+件中 \d+–\d+件$/);
const historyList = (page: Page) => page.getByRole("list", { name: "最近の検索" });
const historyWords = (page: Page) => historyList(page).getByRole("listitem").locator("button:not([data-delete])");
const resultsUrl = (q: string, p = 1) => `search?p=${p}&q=${encodeURIComponent(q)}`;

const history = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("awd.searchHistory") ?? "[]") as string[]);

/** Runs searches by their URL, as a reader following links would: each one goes in the history. */
async function searchFor(page: Page, ...words: string[]) {
  for (const word of words) {
    await page.goto(resultsUrl(word));
    await expect(page.locator("[data-search-empty], main article").first()).toBeVisible();
    await expect.poll(() => history(page).then((words) => words[0])).toBe(word);
  }
}

test.describe("results", () => {
  test("a search from the header shows titles and snippets with the match highlighted", async ({ page, request }) => {
    const expected = await searchPageOf(request, "kotatsu");
    const first = expected.items[0];
    if (!first) throw new Error("the sample edition has an article about kotatsu");
    await page.goto("./");
    await headerForm(page).getByRole("searchbox", { name: "記事を検索" }).fill("kotatsu");
    await headerForm(page).getByRole("button", { name: "検索" }).click();
    await expect(page).toHaveURL(/\/awd\/search\?p=1&q=kotatsu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("「kotatsu」の検索結果");
    await expect(pageForm(page).getByRole("searchbox")).toHaveValue("kotatsu");
    await expect(results(page)).toHaveCount(expected.items.length);
    await expect(range(page)).toHaveText(`全${expected.total}件中 1–${expected.items.length}件`);

    const card = results(page).first();
    const title = card.getByRole("link", { name: first.titleEn });
    await expect(title).toHaveAttribute("href", `/awd/${first.content}/${first.contentId}`);
    await expect(card.getByText(first.titleJa, { exact: true })).toBeVisible();
    const marked = first.snippet.filter((part) => part.match).map((part) => part.text);
    await expect(card.locator("mark")).toHaveText(marked);
    await expect(card.locator("mark").first()).toHaveText(/kotatsu/i);
    await expect(card).toContainText(first.snippet.map((part) => part.text).join(""));

    await title.click();
    await expect(page).toHaveURL(new RegExp(`/awd/${first.content}/${first.contentId}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.titleEn })).toBeVisible();
  });

  test("the results arrive with the page, kept out of shared caches, and markup in q is shown as text", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (apiPathOf(url) === "/search") asked.push(r.url());
    });
    await page.route("**/awd/search?*", async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      expect(html, "the first results are in the HTML").toContain('data-search-empty=""');
      // Next.js marks the page private; the caching front (start:prod) shares it a minute, as it
      // holds nothing of the reader (docs/product/search.md#results-and-pages).
      expect(response.headers()["cache-control"]).toMatch(
        productionTopology ? /^public, max-age=0, s-maxage=60$/ : /private.*no-store|no-store.*private/,
      );
      expect(response.headers()["set-cookie"]).toBeUndefined();
      return route.fulfill({ response, body: html });
    });
    const markup = '<img src=x onerror="window.hacked=1">';
    await page.goto(resultsUrl(markup));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`「${markup}」の検索結果`);
    await expect(page.locator("[data-search-empty]")).toContainText(markup);
    expect(await page.evaluate(() => "hacked" in window)).toBe(false);
    expect(asked, "the browser does not ask the API").toEqual([]);
  });

  test("results are paged, and show the 12-card skeleton while they load", async ({ page, request }) => {
    const word = "Japan";
    const [first, second] = [await searchPageOf(request, word, 1), await searchPageOf(request, word, 2)];
    expect(first.pageCount).toBeGreaterThan(2);
    const rangeOf = (p: number, shown: number) => {
      const from = (p - 1) * first.pageSize + 1;
      return `全${first.total}件中 ${from}–${from + shown - 1}件`;
    };
    await page.goto(resultsUrl(word));
    await expect(range(page)).toHaveText(rangeOf(1, first.items.length));
    await expect(results(page)).toHaveCount(first.items.length);

    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    // The next page's results render on the server: its request (not its prefetch) is held until
    // the skeleton has been seen.
    await page.route(
      (url) => url.pathname === "/awd/search" && url.searchParams.get("p") === "2",
      async (route) => {
        const headers = route.request().headers();
        if (headers.rsc && !headers["next-router-prefetch"] && !headers["next-router-segment-prefetch"]) await held;
        await route.continue();
      },
    );
    const pages = page.getByRole("navigation", { name: "ページ送り" });
    await pages.getByRole("link", { name: "次のページ" }).click();
    const skeleton = page.locator('[data-skeleton="search"]');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator(":scope > div")).toHaveCount(12);
    release();
    await expect(page).toHaveURL(/\/awd\/search\?p=2&q=Japan$/);
    await expect(skeleton).toBeHidden();
    await expect(range(page)).toHaveText(rangeOf(2, second.items.length));
    await expect(results(page).first().getByRole("heading")).toHaveText(second.items[0]?.titleEn ?? "");
    await expect(pages.getByRole("link", { name: `2 / ${first.pageCount} ページ` })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const last = first.pageCount;
    await pages.getByRole("link", { name: `${last} / ${last} ページ` }).click();
    await expect(page).toHaveURL(new RegExp(`p=${last}&q=Japan$`));
    await expect(range(page)).toHaveText(rangeOf(last, (await searchPageOf(request, word, last)).items.length));
    await expect(pages.getByRole("link", { name: "次のページ" })).toHaveCount(0);
    await pages.getByRole("link", { name: "前のページ" }).click();
    await expect(page).toHaveURL(new RegExp(`p=${last - 1}&q=Japan$`));
  });

  test("a page past the last one says so and leads back to the first", async ({ page, request }) => {
    const { total } = await searchPageOf(request, "Japan");
    await page.goto(resultsUrl("Japan", 99));
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      `このページに検索結果はありません（全${total}件）。`,
    );
    await page.getByRole("link", { name: "検索結果の1ページ目へ" }).click();
    await expect(page).toHaveURL(/\/awd\/search\?p=1&q=Japan$/);
    await expect(results(page).first()).toBeVisible();
  });

  test("the page-top button takes the reader back up from the results", async ({ page }) => {
    await page.goto(resultsUrl("Japan"));
    await expect(results(page).first()).toBeVisible();
    const toTop = page.getByRole("button", { name: "ページの先頭へ" });
    await page.mouse.wheel(0, 2000);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("no result is said plainly", async ({ page }) => {
    await page.goto(resultsUrl("zzqqxxyy"));
    await expect(page.locator("[data-search-empty]")).toContainText(
      "「zzqqxxyy」に一致する記事は見つかりませんでした。",
    );
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "ページ送り" })).toHaveCount(0);
  });

  test("an invalid q shows the reason in Japanese, without asking the API", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (apiPathOf(url) === "/search") asked.push(r.url());
    });
    for (const [query, reason] of [
      ["search?p=1&q=%20%20", "空白以外の文字を入力してください。"],
      ["search?p=1", "検索キーワードを入力してください。"],
      [resultsUrl("a".repeat(513)), "検索キーワードは512文字以内で入力してください。"],
    ] as const) {
      await page.goto(query);
      await expect(page.locator("[data-search-refused]"), query).toContainText(reason);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("検索結果");
    }
    expect(asked).toEqual([]);
  });
});

test.describe("the search form", () => {
  test("submit stays disabled until a valid change; over 512 characters is refused with the reason", async ({
    page,
  }) => {
    await page.goto("./");
    const box = headerForm(page).getByRole("searchbox");
    const submit = headerForm(page).getByRole("button", { name: "検索" });
    await expect(box).toHaveAttribute("placeholder", "キーワードで記事を検索");
    await expect(submit).toBeDisabled();
    await box.fill("   ");
    await expect(submit).toBeDisabled();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/awd\/?$/);
    await box.fill("a".repeat(513));
    await expect(submit).toBeDisabled();
    const message = headerForm(page).getByRole("alert");
    await expect(message).toHaveText("検索キーワードは512文字以内で入力してください。");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("検索キーワードは512文字以内で入力してください。");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/awd\/?$/);
    await box.fill("a".repeat(512));
    await expect(message).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test("the results page's form starts from q and needs a change to search again", async ({ page }) => {
    await page.goto(resultsUrl("island"));
    const box = pageForm(page).getByRole("searchbox");
    const submit = pageForm(page).getByRole("button", { name: "検索" });
    await expect(box).toHaveValue("island");
    await expect(submit).toBeDisabled();
    await box.fill("kotatsu");
    await submit.click();
    await expect(page).toHaveURL(/\/awd\/search\?p=1&q=kotatsu$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("「kotatsu」の検索結果");
    await expect(pageForm(page).getByRole("searchbox")).toHaveValue("kotatsu");
  });
});

test.describe("search history", () => {
  test("keeps the last 5, moves a repeated word to the front, deletes one or all, runs a word", async ({ page }) => {
    await searchFor(page, "w1", "w2", "w3", "w4", "w5", "w6");
    await page.goto("./");
    const box = headerForm(page).getByRole("searchbox");
    await expect(historyList(page)).toHaveCount(0);
    await box.click();
    await expect(page.getByText("最近の検索")).toBeVisible();
    await expect(historyWords(page)).toHaveText(["w6", "w5", "w4", "w3", "w2"]);

    await searchFor(page, "w3");
    await box.click();
    await expect(historyWords(page)).toHaveText(["w3", "w6", "w5", "w4", "w2"]);

    await historyList(page).getByRole("button", { name: "「w5」を履歴から削除" }).click();
    await expect(historyWords(page)).toHaveText(["w3", "w6", "w4", "w2"]);
    await expect(box).toBeFocused();

    await historyWords(page).filter({ hasText: "w4" }).click();
    await expect(page).toHaveURL(/\/awd\/search\?p=1&q=w4$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("「w4」の検索結果");
    await expect(historyList(page)).toHaveCount(0);
    await box.click();
    await expect(historyWords(page)).toHaveText(["w4", "w3", "w6", "w2"]);

    await page.getByRole("button", { name: "履歴のすべて削除" }).click();
    await expect(historyList(page)).toHaveCount(0);
    await expect(page.getByText("最近の検索")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("awd.searchHistory"))).toBe("[]");
  });

  test("on desktop it closes on blur and Escape, and is usable from the keyboard", async ({ page }) => {
    await searchFor(page, "island", "kotatsu");
    await page.goto("./");
    const box = headerForm(page).getByRole("searchbox");
    await box.focus();
    await expect(historyList(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(historyList(page)).toHaveCount(0);
    await expect(box).toBeFocused();

    await box.click();
    await expect(historyList(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "履歴のすべて削除" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(historyWords(page).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "「kotatsu」を履歴から削除" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(historyWords(page)).toHaveText(["island"]);
    await expect(page.getByRole("button", { name: "「island」を履歴から削除" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/awd\/search\?p=1&q=island$/);

    await box.click();
    await expect(historyList(page)).toBeVisible();
    await page.mouse.click(100, 600);
    await expect(box).not.toBeFocused();
    await expect(historyList(page)).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: "キャンセル" })).toBeHidden();
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: phone });

  test("the history stays open past a blur until キャンセル; submitting closes it and empties the box", async ({
    page,
  }) => {
    await searchFor(page, "island");
    await page.goto("./");
    const box = headerForm(page).getByRole("searchbox");
    const cancel = headerForm(page).getByRole("button", { name: "キャンセル" });
    await expect(cancel).toBeHidden();
    await box.click();
    await expect(cancel).toBeVisible();
    await expect(historyList(page)).toBeVisible();
    await page.mouse.click(4, 600);
    await expect(box).not.toBeFocused();
    await expect(historyList(page)).toBeVisible();
    await expect(cancel).toBeVisible();
    await cancel.click();
    await expect(historyList(page)).toHaveCount(0);
    await expect(cancel).toBeHidden();

    await box.click();
    await box.fill("kotatsu");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/awd\/search\?p=1&q=kotatsu$/);
    await expect(historyList(page)).toHaveCount(0);
    await expect(cancel).toBeHidden();
    await expect(box).toHaveValue("");
    await expect(results(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "the results page is no wider than the phone").toBeLessThanOrEqual(0);
  });

  test("the side menu's search has its own history and closes the menu on submit", async ({ page }) => {
    await searchFor(page, "island");
    await page.goto("./");
    await page.getByRole("button", { name: "メニューを開く" }).click();
    const menu = page.getByRole("dialog", { name: "メニュー" });
    const box = menu.getByRole("searchbox");
    await box.click();
    await expect(menu.getByRole("list", { name: "最近の検索" })).toBeVisible();
    await expect(historyList(page).filter({ visible: true })).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("list", { name: "最近の検索" })).toHaveCount(0);
    await expect(menu).toBeVisible();
    await box.click();
    await menu.getByRole("button", { name: "island", exact: true }).click();
    await expect(page).toHaveURL(/\/awd\/search\?p=1&q=island$/);
    await expect(menu).toBeHidden();
    await expect(results(page).first()).toBeVisible();
  });
});

for (const viewport of [{ width: 1280, height: 900 }, phone]) {
  test(`axe finds no violation on the results page at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await searchFor(page, "island");
    for (const url of [resultsUrl("Japan", 2), resultsUrl("zzqqxxyy"), "search?p=1&q=%20"]) {
      await page.goto(url);
      await expect(page.locator("[data-search-empty], [data-search-refused], main article").first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(summary, url).toEqual([]);
    }
    await pageForm(page).getByRole("searchbox").click();
    await expect(historyList(page)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
}
