import { newestOf } from "./support/content.ts";
import { engagementHasRun } from "./support/engagement.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { siteUrl } from "./support/stack.ts";
import { expect, type Locator, type Page, test } from "./support/test.ts";

// Reading without tripping: the dictation does not print its answers above the exercise, the
// feedback card waits for the reader and keeps clear of the controls, and lines never break where
// a reader would stumble (a glossary word and its punctuation, a date, one kana alone).

const cardName = "アンケートにご協力ください";

/** What a screen reader reads of an element, squeezed: its accessibility tree's text, no spaces or quotes. */
const readAloud = async (locator: Locator) =>
  squeeze((await locator.ariaSnapshot()).replace(/- (?:text|button|paragraph|group):?/g, ""));
const squeeze = (text: string) => text.replace(/[\s"\\]/g, "");

test.describe("dictation", () => {
  test("the sentence a dictation asks for is hidden in the text, for screen readers too, until its item is checked", async ({
    page,
    request,
  }) => {
    const { article, path } = await newestOf(request, "listen-and-write");
    const items = article.body?.quiz.filter((q) => q.kind === "dictation") ?? [];
    const [first] = items;
    if (!first) throw new Error("the article has dictation");
    await page.goto(path);
    const text = page.locator("[data-article-text]");
    const notes = text.getByText(/^（ディクテーション\d+の文です。答え合わせの後に表示されます）$/);
    await expect(notes).toHaveCount(items.length);
    await expect(text).not.toContainText(first.answer, { useInnerText: true });
    expect(await readAloud(text)).not.toContain(squeeze(first.answer));
    await expect(text.getByText("（ディクテーション1の文です。答え合わせの後に表示されます）")).toBeVisible();

    const item = page.locator("[data-dictation-item]").first();
    await item.getByRole("textbox").fill("I do not know");
    await item.getByRole("button", { name: "答え合わせ" }).click();
    await expect(item.locator("[data-dictation-result]")).toContainText(first.answer);
    await expect(text).toContainText(first.answer, { useInnerText: true });
    expect(await readAloud(text)).toContain(squeeze(first.answer));
    await expect(notes).toHaveCount(items.length - 1);
  });

  test("without JavaScript there is no exercise to do, and the text shows whole", async ({ browser, request }) => {
    const { article, path } = await newestOf(request, "listen-and-write");
    const first = article.body?.quiz.find((q) => q.kind === "dictation");
    if (!first) throw new Error("the article has dictation");
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: siteUrl });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator("[data-article-text]")).toContainText(first.answer, { useInnerText: true });
    await context.close();
  });
});

test.describe("the feedback card", () => {
  test("on a phone, it waits for the end of the article and shows in the page after the text, over none of it", async ({
    page,
    request,
  }) => {
    const { path } = await newestOf(request, "news-topics");
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demo.digital, path);
    const card = page.getByRole("region", { name: cardName });
    await engagementHasRun(page);
    await page.waitForTimeout(2000);
    await expect(card).toHaveCount(0);
    await expect(page.getByRole("button", { name: "英文＋和訳" })).toBeVisible();

    // Read on until the end of the text comes up at the bottom, the player still stuck at the top.
    await page.evaluate(() => {
      const end = document.querySelector("[data-reading-end]");
      if (end) window.scrollBy(0, end.getBoundingClientRect().top - window.innerHeight + 20);
    });
    await expect(card).toBeVisible({ timeout: 15_000 });
    // In the page, not pinned to the window: under the last line of the text, and it scrolls with it.
    const placed = await card.evaluate((element) => {
      const text = document.querySelector("[data-article-text]")?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { position: getComputedStyle(element).position, top: box.top, width: box.width, textBottom: text?.bottom };
    });
    expect(placed.position).toBe("static");
    expect(placed.top).toBeGreaterThanOrEqual(placed.textBottom ?? Number.POSITIVE_INFINITY);
    expect(placed.width).toBeLessThanOrEqual(390);
  });

  test("not while the reader listens: once the audio has played to its end", async ({ page, request }) => {
    const { article, path } = await newestOf(request, "news-topics");
    const last = article.body?.audio?.sentences.at(-1);
    if (!last) throw new Error("the article has audio timings");
    await signIn(page, demo.digital, path);
    const card = page.getByRole("region", { name: cardName });
    await engagementHasRun(page);
    const audio = () =>
      page.evaluate(() => {
        const element = document.querySelector<HTMLAudioElement>("[data-audio-player] audio");
        return { playing: element ? !element.paused && !element.ended : false, ended: element?.ended ?? false };
      });
    const audioEnded = async () => (await audio()).ended;
    // The reader seeks the player to the last sentence and plays it, then scrolls to the end while it
    // plays. (Opening the sentence from the text would scroll there first, and a reader at the end
    // who is not listening yet is asked at once.)
    const player = page.locator("[data-audio-player]");
    await player.getByRole("slider", { name: "再生位置" }).fill(String(last.startMs));
    await player.getByRole("button", { name: "再生" }).click();
    await expect.poll(async () => (await audio()).playing).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(1000);
    expect(await audioEnded()).toBe(false);
    await expect(card).toHaveCount(0);
    await expect.poll(audioEnded, { timeout: 20_000 }).toBe(true);
    await expect(card).toBeVisible({ timeout: 5000 });
  });
});

/** For each width of the text, the glossary words whose punctuation starts a line of its own. */
const strandedPunctuation = (page: Page) =>
  page.evaluate(() => {
    const text = document.querySelector<HTMLElement>("[data-article-text]");
    if (!text) return ["no text"];
    const stranded: string[] = [];
    const words = [...text.querySelectorAll<HTMLElement>("[data-glossary-word]")];
    for (let width = 180; width <= 520; width += 2) {
      text.style.width = `${width}px`;
      for (const word of words) {
        // the text right after the word's term (its tooltip aside)
        const term = word.parentElement as HTMLElement;
        const next = term.nextSibling;
        if (!next || next.nodeType !== Node.TEXT_NODE || !/^[.,;:!?’”)]/.test(next.textContent ?? "")) continue;
        const range = document.createRange();
        range.setStart(next, 0);
        range.setEnd(next, 1);
        const mark = range.getBoundingClientRect();
        const box = word.getClientRects();
        const lastBox = box[box.length - 1];
        if (lastBox && Math.abs(mark.bottom - lastBox.bottom) > lastBox.height / 2)
          stranded.push(`${width}px: ${word.textContent}${next.textContent?.[0]}`);
      }
    }
    text.style.width = "";
    return stranded;
  });

test.describe("line breaks", () => {
  test("a glossary word keeps the punctuation after it on its line, at every width", async ({ page, request }) => {
    const { article, path } = await newestOf(request, "news-topics");
    await page.goto(path);
    const withPunctuation = await page
      .locator("[data-article-text] [data-glossary-word]")
      .evaluateAll(
        (words) => words.filter((w) => /^[.,;:!?’”)]/.test(w.parentElement?.nextSibling?.textContent ?? "")).length,
      );
    expect(withPunctuation, `${article.titleEn} has a glossary word before punctuation`).toBeGreaterThan(0);
    expect(await strandedPunctuation(page)).toEqual([]);
  });

  test("the date of a print issue's title stays on one line", async ({ page }) => {
    await page.goto("print");
    const broken = await page.locator("[data-print-title]").evaluateAll((titles) => {
      const found: string[] = [];
      for (const title of titles as HTMLElement[]) {
        title.style.display = "block";
        for (let width = 150; width <= 320; width += 2) {
          title.style.width = `${width}px`;
          const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
          const nodes: Text[] = [];
          while (walker.nextNode()) nodes.push(walker.currentNode as Text);
          const whole = nodes.map((n) => n.data).join("");
          const match = /\d{4}年\d{1,2}月\d{1,2}日号/.exec(whole);
          if (!match) return ["no date in a title"];
          // the date's characters, one range each, across the text nodes
          const tops = new Set<number>();
          let at = 0;
          for (const node of nodes) {
            for (let i = 0; i < node.data.length; i++, at++) {
              if (at < match.index || at >= match.index + match[0].length) continue;
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              tops.add(Math.round(range.getBoundingClientRect().top));
            }
          }
          if (tops.size > 1) found.push(`${width}px: ${whole}`);
        }
        title.style.width = "";
        title.style.display = "";
      }
      return found;
    });
    expect(broken).toEqual([]);
  });

  test("a Japanese subtitle never leaves one character alone on its last line", async ({ page }) => {
    await page.goto("./");
    const orphans = await page.locator("article p[class*='titleJa']").evaluateAll((subtitles) => {
      const found: string[] = [];
      for (const subtitle of (subtitles as HTMLElement[]).slice(0, 12)) {
        const node = subtitle.firstChild;
        if (!(node instanceof Text) || node.data.length < 8) continue;
        const topOf = (i: number) => {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          return Math.round(range.getBoundingClientRect().top);
        };
        // from the narrowest a phone gives a subtitle, where a phrase still fits on a line
        for (let width = 180; width <= 400; width += 2) {
          subtitle.style.width = `${width}px`;
          const n = node.data.length;
          if (topOf(n - 1) !== topOf(n - 2)) found.push(`${width}px: ${node.data}`);
        }
        subtitle.style.width = "";
      }
      return found;
    });
    expect(orphans).toEqual([]);
  });
});
