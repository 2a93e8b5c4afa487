import { readFile } from "node:fs/promises";
import type { NotebookPage } from "@awd/core/contract/notebook";
import AxeBuilder from "@axe-core/playwright";
import { newestOf } from "./support/content.ts";
import { paidArticle } from "./support/paid-article.ts";
import { demo, demoPassword, signIn } from "./support/sign-in.ts";
import { apiUrl } from "./support/stack.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";
import { tapWord } from "./support/word-tap.ts";

// docs/product/word-lookup.md#the-word-popover: tap a word of the article text, see what it means
// in its sentence, and keep it in the notebook — signed in, after signing in, or once back online.

const popover = (page: Page) => page.locator("[data-word-popover]");

/** Words of the sentence a reader may tap: letters only, not glossary words, each once. */
const plainWords = (page: Page, sentenceKey: string) =>
  page.evaluate((key) => {
    const sentence = document.querySelector(`[data-article-text] [data-sentence="${key}"]`);
    const glossary = [...(sentence?.querySelectorAll("[data-glossary-word]") ?? [])].map((b) => b.textContent);
    const text = [...(sentence?.childNodes ?? [])]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.nodeValue)
      .join(" ");
    const words = text.match(/\b[A-Za-z]{4,}\b/g) ?? [];
    return [...new Set(words)].filter((w) => !glossary.some((g) => g?.includes(w)));
  }, sentenceKey);

/** The lemma the API gives a word, as the popover must show it. */
async function lemmaOf(request: APIRequestContext, word: string): Promise<string | undefined> {
  const response = await request.get(`${apiUrl}/dictionary?word=${encodeURIComponent(word)}`);
  return response.ok() ? ((await response.json()) as { data: { lemma: string } }).data.lemma : undefined;
}

// The journeys' database outlives a run: what a journey saved is deleted after it, so the next run
// saves it anew rather than finding it already kept.
const toDelete: { authorization: string; id: number }[] = [];
test.afterEach(async ({ request }) => {
  for (const { authorization, id } of toDelete.splice(0))
    await request.delete(`${apiUrl}/notebook/words/${id}`, { headers: { authorization } });
});

/** The reader's notebook as the API holds it, asked with the token the page sent its save with. */
async function notebookOf(request: APIRequestContext, authorization: string, q: string) {
  const response = await request.get(`${apiUrl}/notebook/words?q=${encodeURIComponent(q)}`, {
    headers: { authorization },
  });
  expect(response.status()).toBe(200);
  const { items } = ((await response.json()) as { data: NotebookPage }).data;
  toDelete.push(...items.map(({ id }) => ({ authorization, id })));
  return items;
}

/** Whether the article's audio is paused (true when it never played). */
const audioPaused = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLAudioElement>("[data-audio-player] audio")?.paused);

/** The page's save, once the API has answered it. */
const saveRequest = async (page: Page) =>
  (await page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/notebook/words"))).request();

test("a free member taps a word of a free article, sees what it means in its sentence and saves it", async ({
  page,
  request,
}) => {
  const { path } = await newestOf(request, "news-topics");
  await signIn(page, demo.free, path);
  const [word] = await plainWords(page, "0-0");
  if (!word) throw new Error("the lead has a plain word");
  const sentence = (await page.locator('[data-sentence="0-0"]').innerText()).trim();
  const dialog = await tapWord(page, "0-0", word);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("data-state", "ready");
  const lemma = (await lemmaOf(request, word)) ?? word.toLowerCase();
  await expect(dialog.locator("[data-lemma]")).toHaveText(lemma);
  await expect(dialog.locator("[data-meaning]")).not.toBeEmpty();
  await expect(dialog.locator("[data-popover-sentence]")).toContainText(word);
  expect(sentence).toContain((await dialog.locator("[data-popover-sentence]").innerText()).slice(0, 20));
  const sent = saveRequest(page);
  await dialog.getByRole("button", { name: "保存" }).click();
  const kept = await notebookOf(request, (await sent).headers().authorization ?? "", word);
  await expect(dialog.getByRole("status")).toHaveText("単語帳に保存しました");
  expect(kept.map((w) => w.word)).toContain(word);
  expect(kept.find((w) => w.word === word)?.meaning).not.toBe("");
  await page.keyboard.press("Escape");
  await expect(popover(page)).toHaveCount(0);
  const again = await tapWord(page, "0-0", word);
  await again.getByRole("button", { name: "保存" }).click();
  await expect(again.getByRole("status")).toHaveText("すでに単語帳にあります");
});

test("the whole way: a free member saves a tapped word, reviews it with the keyboard, sees it scheduled and exports it", async ({
  page,
  request,
}) => {
  const { path } = await newestOf(request, "news-topics");
  await signIn(page, demo.free, path);
  const [word] = await plainWords(page, "0-0");
  if (!word) throw new Error("the lead has a plain word");
  const dialog = await tapWord(page, "0-0", word);
  await expect(dialog).toHaveAttribute("data-state", "ready");
  const sent = saveRequest(page);
  await dialog.getByRole("button", { name: "保存" }).click();
  const authorization = (await sent).headers().authorization ?? "";
  await expect(dialog.getByRole("status")).toHaveText("単語帳に保存しました");
  // Only this word is due, whatever earlier journeys left in the member's notebook.
  const others = (await notebookOf(request, authorization, "")).filter((w) => w.word !== word);
  for (const { id } of others) await request.delete(`${apiUrl}/notebook/words/${id}`, { headers: { authorization } });
  const [kept] = await notebookOf(request, authorization, word);
  if (!kept) throw new Error("the word was saved");

  await page.goto("review");
  const card = page.locator("[data-review-card]");
  await expect(card).toHaveAttribute("data-review-card", word);
  await page.keyboard.press("Space");
  await expect(card.locator("[data-review-back]")).toContainText(kept.meaning);
  await page.keyboard.press("3");
  await expect(page.locator("[data-review-finished]")).toBeVisible();
  const [graded] = await notebookOf(request, authorization, word);
  expect(graded?.review.reviewCount).toBe(1);
  expect(Date.parse(graded?.review.due ?? "")).toBeGreaterThan(Date.now());

  await page.goto("mypage/words");
  await expect(page.locator(`[data-notebook-word="${word}"] [data-next-review] time`)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSVで書き出す" }).click();
  const lines = (await readFile(await (await download).path(), "utf8")).split("\r\n");
  expect(lines[0]).toBe("\uFEFFword,lemma,meaning,sentence,translation,note,article,saved_at");
  expect(lines.filter((line) => line.startsWith(`${word},`))).toHaveLength(1);
});

test("a save the API refuses says it failed, never asks to subscribe", async ({ page, request }) => {
  const { path } = await newestOf(request, "news-topics");
  await signIn(page, demo.free, path);
  await page.route(/\/notebook\/words$/, (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"message":"down"}}' }),
  );
  const [word] = await plainWords(page, "0-0");
  if (!word) throw new Error("the lead has a plain word");
  const dialog = await tapWord(page, "0-0", word);
  await expect(dialog).toHaveAttribute("data-state", "ready");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByRole("status")).toHaveText("保存できませんでした（エラー 503）。もう一度お試しください。");
  await expect(dialog).not.toContainText("申し込");
  await expect(dialog.getByRole("button", { name: "保存" })).toBeEnabled();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a digital subscriber selects a phrase of a paid article's body and saves it", async ({ page, request }) => {
    await signIn(page, demo.digital, paidArticle.path);
    await expect(paidArticle.bodySentence(page)).toBeVisible();
    const phrase = await page.evaluate(() => {
      const sentence = document.querySelector('[data-article-text] [data-sentence="1-0"]');
      const walker = document.createTreeWalker(sentence as Node, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode() as Text;
      const words = [...(node.nodeValue ?? "").matchAll(/[A-Za-z]+/g)].slice(0, 3);
      const first = words[0];
      const last = words.at(-1);
      if (!first || !last || first.index === undefined || last.index === undefined) throw new Error("no words");
      const range = document.createRange();
      range.setStart(node, first.index);
      range.setEnd(node, last.index + last[0].length);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      return range.toString();
    });
    const dialog = page.getByRole("dialog", { name: phrase });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("data-state", "ready");
    await expect(dialog.locator("[data-popover-sentence]")).toContainText(phrase);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    const sent = saveRequest(page);
    await dialog.getByRole("button", { name: "保存" }).tap();
    const kept = await notebookOf(request, (await sent).headers().authorization ?? "", phrase);
    await expect(dialog.getByRole("status")).toHaveText("単語帳に保存しました");
    expect(kept.map((w) => w.word)).toContain(phrase);
    expect(kept.find((w) => w.word === phrase)?.translation).toBeTruthy();
  });
});

test("an anonymous visitor is invited to sign in and finds the word saved when back", async ({ page, request }) => {
  const { path } = await newestOf(request, "news-topics");
  await page.goto(path);
  const [word] = await plainWords(page, "0-0");
  if (!word) throw new Error("the lead has a plain word");
  const dialog = await tapWord(page, "0-0", word);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toContainText("無料会員ならどなたでも無料で使えます");
  await dialog.getByRole("button", { name: "ログインして保存" }).click();
  await page.getByLabel("メールアドレス").fill(demo.free);
  await page.getByLabel("パスワード").fill(demoPassword);
  const sent = saveRequest(page);
  await page.getByRole("button", { name: "ログイン" }).click();
  const kept = await notebookOf(request, (await sent).headers().authorization ?? "", word);
  await expect(page.locator("[data-kept-words-notice]")).toContainText(`「${word}」を単語帳に保存しました`);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`${path}$`));
  expect(kept.map((w) => w.word)).toContain(word);
});

test("a save while offline is kept and sent when the browser is back online", async ({ page, context, request }) => {
  const { path } = await newestOf(request, "news-topics");
  await signIn(page, demo.free, path);
  const words = await plainWords(page, "1-0");
  const word = words.at(-1);
  if (!word) throw new Error("the body has a plain word");
  const dialog = await tapWord(page, "1-0", word);
  await expect(dialog).toHaveAttribute("data-state", "ready");
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByRole("status")).toHaveText("オフラインです。接続したら単語帳に保存します。");
  expect(await page.evaluate(() => localStorage.getItem("awd:notebook:offline-words"))).toContain(word);
  const sent = saveRequest(page);
  await context.setOffline(false);
  const kept = await notebookOf(request, (await sent).headers().authorization ?? "", word);
  await expect(page.locator("[data-kept-words-notice]")).toContainText("1語を単語帳に保存しました");
  expect(kept.map((w) => w.word)).toContain(word);
  expect(await page.evaluate(() => localStorage.getItem("awd:notebook:offline-words"))).toBeNull();
});

test("the glossary underline, the audio highlight and text selection still work with the popover", async ({
  page,
  request,
}) => {
  const { path } = await newestOf(request, "news-topics");
  await page.goto(path);
  const glossaryWord = page.locator("[data-article-text] [data-glossary-word]").first();
  await glossaryWord.hover();
  await expect(page.getByRole("tooltip").first()).toBeVisible();
  await page.mouse.move(0, 0);
  const [word] = await plainWords(page, "1-1");
  if (!word) throw new Error("sentence 1-1 has a plain word");
  const dialog = await tapWord(page, "1-1", word);
  // The popover's この文を聞く plays the sentence, highlighted as it is spoken.
  await dialog.getByRole("button", { name: "この文を聞く" }).click();
  await expect(page.locator("[data-speaking]")).toHaveAttribute("data-sentence", "1-1");
  await expect.poll(() => audioPaused(page)).toBe(false);
  // A glossary word opens the popover with the article's own meaning.
  await glossaryWord.click();
  await expect(popover(page).locator("[data-meaning]")).not.toBeEmpty();
  await expect(popover(page)).toContainText("この記事の語句");
  // Selecting text leaves it selected, to copy.
  const selected = await page.evaluate(() => {
    const sentence = document.querySelector('[data-article-text] [data-sentence="1-0"]');
    const range = document.createRange();
    range.selectNodeContents(sentence as Node);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    return document.getSelection()?.toString();
  });
  await expect(popover(page)).toHaveAttribute("data-state", /ready|loading/);
  await page.waitForTimeout(800);
  expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(selected);
});

test("a tap on a word looks it up in silence; the hints say what a tap does and how a sentence plays", async ({
  page,
  request,
}) => {
  const { path } = await newestOf(request, "news-topics");
  const media: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "media") media.push(r.url());
  });
  await page.goto(path);
  for (const key of ["1-1", "2-0"]) {
    const [word] = await plainWords(page, key);
    if (!word) throw new Error(`sentence ${key} has a plain word`);
    const dialog = await tapWord(page, key, word);
    await expect(dialog).toHaveAttribute("data-state", "ready");
    await page.keyboard.press("Escape");
  }
  await page.waitForTimeout(500);
  expect(await audioPaused(page)).toBe(true);
  await expect(page.locator("[data-speaking]")).toHaveCount(0);
  expect(media, "no audio is fetched for a look-up").toEqual([]);
  // Every word opens its meaning, an underlined one the article's own, and a sentence plays from
  // the popover: what the hints tell a reader (not that only underlined words can be tapped).
  await expect(page.getByText("どの単語も、タップ（クリック）すると意味が出ます。")).toBeVisible();
  await expect(page.getByText("下線の語句は、この記事での意味が出ます。")).toBeVisible();
  await expect(page.getByText("文を聞くには、単語をタップして「この文を聞く」を押します。")).toBeVisible();
  await expect(page.getByText(/下線の語句にふれる/)).toHaveCount(0);
});

test("a glossary phrase opens its own entry in one popover, and 保存 keeps the phrase with its meaning", async ({
  page,
  request,
}) => {
  const { path, article } = await newestOf(request, "news-topics");
  const entry = article.body?.glossary.find((e) => e.word.includes(" "));
  if (!entry) throw new Error("the article's glossary has a phrase");
  await signIn(page, demo.digital, path);
  const phrase = page.locator("[data-article-text] [data-glossary-word]", { hasText: entry.word }).first();
  const written = (await phrase.innerText()).trim();
  const dialog = page.getByRole("dialog", { name: written });
  await expect(async () => {
    await phrase.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(dialog).toHaveAttribute("data-state", "ready");
  await expect(popover(page)).toHaveCount(1);
  await expect(dialog.locator("[data-meaning]")).toHaveText(entry.meaning);
  await expect(dialog).toContainText("この記事の語句");
  // The glossary's own tooltip steps aside for the popover that holds the same meaning.
  await expect(page.getByRole("tooltip").filter({ hasText: entry.meaning })).toBeHidden();
  const sent = saveRequest(page);
  await dialog.getByRole("button", { name: "保存" }).click();
  const kept = await notebookOf(request, (await sent).headers().authorization ?? "", written);
  await expect(dialog.getByRole("status")).toHaveText("単語帳に保存しました");
  expect(kept.map((w) => [w.word, w.meaning])).toContainEqual([written, entry.meaning]);
  await page.goto("mypage/words");
  await expect(page.locator(`[data-notebook-word="${written}"]`)).toContainText(entry.meaning);
});

test("the keyboard reaches the words, the popover is a labelled dialog and axe finds no violation", async ({
  page,
  request,
}) => {
  const { path } = await newestOf(request, "news-topics");
  await page.goto(path);
  const lead = page.locator("[data-article-text] p[lang=en]").first();
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    await lead.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(dialog).toHaveAttribute("data-state", "ready");
  const first = await dialog.getByRole("heading").innerText();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("heading")).not.toHaveText(first);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(lead).toBeFocused();
});

test("the popover opens quickly after a tap", async ({ page, request }) => {
  const { path } = await newestOf(request, "news-topics");
  await page.goto(path);
  const sentences = ["1-0", "1-1", "2-0", "2-1", "3-0"];
  const taps: [string, string][] = [];
  for (const key of sentences) for (const word of (await plainWords(page, key)).slice(0, 2)) taps.push([key, word]);
  const times: number[] = [];
  for (const [key, word] of taps.slice(0, 10)) {
    const dialog = await tapWord(page, key, word);
    await expect(dialog).toHaveAttribute("data-state", "ready");
    times.push(Number(await dialog.getAttribute("data-open-ms")));
    await page.keyboard.press("Escape");
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  console.log(`popover open median: ${median} ms (${times.length} taps: ${times.join(", ")})`);
  expect(times.length).toBe(10);
  expect(median).toBeLessThan(1000);
});
