import { deskCommand } from "./support/desk.ts";
import { readToTheEnd } from "./support/engagement.ts";
import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, type Page, test } from "./support/test.ts";

// What a reader sees at tablet and phone widths (docs/product/site-and-urls.md#narrow-screens): no
// line of the article's text in the window is hidden by something pinned to it (the feedback card,
// the word sheet, the scroll-to-top button); the first screen of home shows its newest articles even
// with the preview-code banner and notices; and a slow page change draws its skeleton where the
// reader looks, under the category strip.

const widths = [
  { width: 820, height: 1180 },
  { width: 640, height: 960 },
  { width: 480, height: 900 },
  { width: 390, height: 844 },
];

/** What the journey measured, in its report and its output. */
const note = (description: string) => {
  test.info().annotations.push({ type: "measured", description });
  console.log(`measured: ${description}`);
};

/**
 * Scrolls the window down through the article's text, half a window at a time, and at each step
 * lists the lines of its sentences fully in the window (below whatever sticks to its top, as the
 * player does) whose start, middle or end is under an element pinned to the window
 * (position: fixed or sticky). Also gives the tallest band stuck to the top of the window.
 */
const coveredWhileReading = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const pinnedOf = (element: Element | null) => {
      for (let e = element; e; e = e.parentElement) {
        const { position } = getComputedStyle(e);
        if (position === "fixed" || position === "sticky") return e;
      }
      return null;
    };
    const describe = (e: Element) =>
      `${e.tagName.toLowerCase()}${[...e.attributes]
        .filter((a) => a.name.startsWith("data-") || a.name === "aria-label" || a.name === "class")
        .map((a) => `[${a.name}="${a.value.slice(0, 40)}"]`)
        .join("")}`;
    const text = document.querySelector("[data-article-text]");
    if (!text) throw new Error("no article text");
    const sentences = [...text.querySelectorAll("[data-sentence]")];
    const covered: { sentence: string; y: number; by: string }[] = [];
    let topBand = 0;
    const { top, bottom } = text.getBoundingClientRect();
    const start = Math.max(0, top + window.scrollY - window.innerHeight / 2);
    const end = bottom + window.scrollY;
    for (let y = start; y < end; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      // What sticks to the top of the window now (the article's player, once scrolled past).
      let band = 0;
      for (const e of document.querySelectorAll("body *")) {
        const { position } = getComputedStyle(e);
        if (position !== "fixed" && position !== "sticky") continue;
        const r = e.getBoundingClientRect();
        if (r.top <= 1 && r.bottom > 0 && r.height > 0 && r.width > 0 && r.height < window.innerHeight / 2)
          band = Math.max(band, r.bottom);
      }
      topBand = Math.max(topBand, band);
      for (const sentence of sentences) {
        for (const line of sentence.getClientRects()) {
          if (line.width < 4 || line.top < band || line.bottom > window.innerHeight) continue;
          const midY = line.top + line.height / 2;
          for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) {
            const hit = document.elementFromPoint(x, midY);
            if (hit && sentence.contains(hit)) continue;
            const pinned = pinnedOf(hit);
            if (pinned)
              covered.push({
                sentence: sentence.getAttribute("data-sentence") ?? "",
                y: Math.round(midY),
                by: describe(pinned),
              });
          }
        }
      }
    }
    return { covered, topBand };
  });

/** The window's point at the middle of the first word of 4+ letters of a sentence (not a glossary phrase), and the word. */
const firstPlainWord = (page: Page, sentenceKey: string) =>
  page.evaluate((key) => {
    const sentence = document.querySelector(`[data-article-text] [data-sentence="${key}"]`);
    if (!sentence) throw new Error(`no sentence ${key}`);
    for (const node of sentence.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const match = /\b[A-Za-z]{4,}\b/.exec(node.nodeValue ?? "");
      if (!match) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rect = range.getBoundingClientRect();
      return { word: match[0], x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }
    throw new Error(`no plain word in sentence ${key}`);
  }, sentenceKey);

/** Where the tapped word (the popover's highlight) is now, and whether it is what shows at its middle. */
const tappedWordSeen = (page: Page, sentenceKey: string, word: string) =>
  page.evaluate(
    ([key, wanted]) => {
      const sentence = document.querySelector(`[data-article-text] [data-sentence="${key}"]`);
      const node = [...(sentence?.childNodes ?? [])].find(
        (n) => n.nodeType === Node.TEXT_NODE && new RegExp(`\\b${wanted}\\b`).test(n.nodeValue ?? ""),
      );
      if (!sentence || !node) throw new Error(`no ${wanted} in sentence ${key}`);
      const at = (node.nodeValue ?? "").search(new RegExp(`\\b${wanted}\\b`));
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const r = range.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const sheet = document.querySelector("[data-word-popover]")?.getBoundingClientRect();
      return {
        top: Math.round(r.top),
        bottom: Math.round(r.bottom),
        windowHeight: window.innerHeight,
        shows: Boolean(hit && sentence.contains(hit)),
        sheetHeight: Math.round(sheet?.height ?? 0),
      };
    },
    [sentenceKey, word] as const,
  );

test("at 820, 640, 480 and 390 px nothing pinned to the window hides a line of the article, the feedback card and the word sheet included", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.digital, paidArticle.path);
  await expect(paidArticle.bodySentence(page)).toBeVisible();
  await expect(page.locator("[data-audio-player]")).toBeVisible();

  // The feedback card, asked for as a subscriber does: by reading to the end.
  const card = page.getByRole("region", { name: "アンケートにご協力ください" });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await readToTheEnd(page);
    await expect(card).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  for (const { width, height } of widths) {
    await page.setViewportSize({ width, height });
    const { covered, topBand } = await coveredWhileReading(page);
    await expect(card, `the feedback card at ${width} px`).toBeVisible();
    note(`${width} px: top band ${Math.round(topBand)} px, ${covered.length} covered points`);
    expect.soft(covered, `lines hidden at ${width} px`).toEqual([]);
    // The player that sticks to the top leaves most of the window to the text.
    expect(topBand, `the player's band at ${width} px`).toBeLessThanOrEqual(height * 0.15);

    // A word low in the window: its sheet (on a phone) or popover keeps it in sight.
    const sentenceKey = "2-0";
    await page
      .locator(`[data-article-text] [data-sentence="${sentenceKey}"]`)
      .evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().top - window.innerHeight * 0.8));
    const { word, x, y } = await firstPlainWord(page, sentenceKey);
    await page.mouse.click(x, y);
    const dialog = page.getByRole("dialog", { name: word });
    await expect(dialog).toHaveAttribute("data-state", "ready", { timeout: 15_000 });
    await page.evaluate(() => new Promise((done) => setTimeout(done, 400)));
    const seen = await tappedWordSeen(page, sentenceKey, word);
    note(`${width} px: "${word}" at ${seen.top}-${seen.bottom} of ${seen.windowHeight}, sheet ${seen.sheetHeight} px`);
    expect.soft(seen.shows, `"${word}" shows with its popover at ${width} px`).toBe(true);
    expect.soft(seen.top).toBeGreaterThanOrEqual(topBand);
    expect.soft(seen.bottom).toBeLessThanOrEqual(seen.windowHeight);
    expect.soft(seen.sheetHeight, `the word sheet at ${width} px`).toBeLessThanOrEqual(height * 0.5);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // A tap may start the sentence's audio: stopped, so nothing moves while the next width is measured.
    await page.evaluate(() => {
      for (const audio of document.querySelectorAll("audio")) audio.pause();
    });
  }
});

const longNotice = "年末年始は12月29日号から1月5日号まで休刊し、1月12日号から配信を再開します。".repeat(6);

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a double-course reader with notices running sees the newest articles in the first screen, a small pause button and a strip that tells it scrolls", async ({
    page,
  }) => {
    // Each notice the desk adds has the site regenerate its pages.
    test.setTimeout(120_000);
    // A double-course reader before this month's preview code, whatever journeys ran before (double.spec.ts
    // enters it): the desk gives the account its course anew, which a code has not opened yet.
    await deskCommand("grant", demo.double, "double", "--months", "9", "--replace");
    const added: string[] = [];
    try {
      // Two notices as long as the desk lets them be (200 characters), so they take turns.
      for (const n of [1, 2]) {
        const message = `E2E ${n}：${longNotice}`.slice(0, 200);
        const { stdout } = await deskCommand("notice", "add", message);
        const id = /notice (\d+) added/.exec(stdout)?.[1];
        if (id) added.push(id);
      }
      expect(added).toHaveLength(2);
      await signIn(page, demo.double);
      await expect(page.getByRole("complementary", { name: "プレビューコードの入力" })).toBeVisible();
      const notices = page.getByRole("region", { name: "お知らせ" });
      const pause = notices.getByRole("button", { name: "お知らせの切り替えを止める" });
      await expect(pause).toBeVisible();

      const latest = page.getByRole("heading", { name: /新着記事/ });
      const latestBox = await latest.boundingBox();
      note(`新着記事 ends at ${latestBox && Math.round(latestBox.y + latestBox.height)} px of 844`);
      expect.soft(latestBox && latestBox.y + latestBox.height).toBeLessThanOrEqual(844);

      // A small icon button, named for a screen reader.
      const pauseBox = await pause.boundingBox();
      note(`pause button ${pauseBox?.width} px wide`);
      expect.soft(pauseBox?.width).toBeLessThanOrEqual(48);
      expect.soft(pauseBox?.width).toBeGreaterThanOrEqual(24);
      await pause.click();
      await expect(pause).toHaveAttribute("aria-pressed", "true");

      // The strip runs past the window's edge, and shows it there (a fade and an arrow) until its end is in sight.
      const strip = page.getByRole("main").getByRole("navigation", { name: "カテゴリー" });
      const list = strip.getByRole("list");
      expect(await list.evaluate((l) => l.scrollWidth > l.clientWidth)).toBe(true);
      const more = strip.locator("[data-strip-more]");
      await expect.soft(more).toBeVisible();
      const moreBox = (await more.count()) > 0 ? await more.boundingBox() : null;
      expect.soft(moreBox && Math.round(moreBox.x + moreBox.width)).toBe(390);
      await list.evaluate((l) => l.scrollTo({ left: l.scrollWidth }));
      await expect.soft(more).toBeHidden();
    } finally {
      for (const id of added) await deskCommand("notice", "remove", id);
    }
  });

  test("a slow page change from lower down the page shows its skeleton in the window, under the category strip", async ({
    page,
  }) => {
    // Prefetches fail, and the page's flight waits until the skeleton has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route("**/awd/**", async (route) => {
      const headers = route.request().headers();
      if (headers["next-router-prefetch"] || headers["next-router-segment-prefetch"]) return route.abort();
      if (headers.rsc) await held;
      return route.continue().catch(() => {});
    });
    await page.goto(paidArticle.path);
    const popular = page.getByRole("region", { name: "よく読まれている記事" });
    const link = popular.getByRole("link").first();
    await link.scrollIntoViewIfNeeded();
    const before = page.url();
    await link.click();

    const skeleton = page.locator("[data-skeleton]");
    await expect(skeleton).toBeVisible();
    await page.waitForTimeout(300);
    const where = await page.evaluate(() => {
      const box = document.querySelector("[data-skeleton]")?.getBoundingClientRect();
      const strip = document.querySelector('main nav[aria-label="カテゴリー"]');
      const stripBox = strip?.getBoundingClientRect();
      const hit = stripBox && document.elementFromPoint(stripBox.left + 20, stripBox.top + stripBox.height / 2);
      return {
        skeletonTop: Math.round(box?.top ?? Number.NaN),
        skeletonBottom: Math.round(box?.bottom ?? Number.NaN),
        stripTop: Math.round(stripBox?.top ?? Number.NaN),
        stripShows: Boolean(hit && strip?.contains(hit)),
        windowHeight: window.innerHeight,
      };
    });
    note(JSON.stringify(where));
    expect.soft(where.skeletonTop).toBeGreaterThanOrEqual(0);
    expect.soft(where.skeletonTop).toBeLessThan(where.windowHeight / 2);
    expect.soft(where.stripTop).toBeGreaterThanOrEqual(0);
    expect.soft(where.stripShows).toBe(true);
    release();
    await page.waitForURL((url) => url.href !== before);
    await expect(skeleton).toBeHidden();
  });
});
