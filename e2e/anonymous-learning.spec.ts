import { newestOf } from "./support/content.ts";
import { expect, type Page, test } from "./support/test.ts";

// An anonymous visitor learning with a free article: translation, glossary, audio, quiz, dictation,
// listen and repeat.

const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>("[data-audio-player] audio");
    return { time: audio?.currentTime ?? -1, paused: audio?.paused ?? true, rate: audio?.playbackRate ?? 0 };
  });

test("the translation shows per paragraph and for the whole article, and the choice is remembered", async ({
  page,
  request,
}) => {
  const { article, path } = await newestOf(request, "news-topics");
  const firstJa = article.body?.paragraphs[0]?.ja ?? "";
  await page.goto(path);
  const text = page.locator("[data-article-text]");
  await expect(text.getByText(article.lead.ja)).toBeHidden();
  await text.locator("summary").first().click();
  await expect(text.getByText(article.lead.ja)).toBeVisible();
  await expect(text.getByText(firstJa)).toBeHidden();
  await page.getByRole("button", { name: "英文＋和訳" }).click();
  await expect(text.getByText(firstJa)).toBeVisible();
  await expect(text.locator("details[open]")).toHaveCount((article.body?.paragraphs.length ?? 0) + 1);
  await page.reload();
  await expect(page.getByRole("button", { name: "英文＋和訳" })).toHaveAttribute("aria-pressed", "true");
  await expect(text.getByText(firstJa)).toBeVisible();
  await page.getByRole("button", { name: "英文のみ" }).click();
  await expect(text.locator("details[open]")).toHaveCount(0);
});

test("glossary words are marked in the text, show their meaning on hover, and are listed at the end", async ({
  page,
  request,
}) => {
  const { article, path } = await newestOf(request, "news-topics");
  const entry = article.body?.glossary[0];
  if (!entry) throw new Error("the article has a glossary");
  await page.goto(path);
  const word = page.locator("[data-article-text] [data-glossary-word]").first();
  await expect(word).toHaveText(new RegExp(entry.word, "i"));
  const tip = page.getByRole("tooltip").filter({ hasText: entry.meaning }).first();
  await expect(tip).toBeHidden();
  await word.hover();
  await expect(tip).toBeVisible();
  await page.mouse.move(0, 0);
  await word.focus();
  await expect(tip).toBeVisible();
  const list = page.getByRole("region", { name: "この記事の語句" });
  await expect(list.getByRole("term")).toHaveCount(article.body?.glossary.length ?? 0);
  await expect(list).toContainText(entry.meaning);
});

/** The middle of the first letter of a sentence of the text, scrolled to the window's middle. */
const firstLetterOf = (page: Page, sentenceKey: string) =>
  page.locator(`[data-article-text] [data-sentence="${sentenceKey}"]`).evaluate((sentence) => {
    sentence.scrollIntoView({ block: "center" });
    const node = document.createTreeWalker(sentence, NodeFilter.SHOW_TEXT).nextNode();
    const at = (node?.nodeValue ?? "").search(/[A-Za-z]/);
    if (!node || at < 0) throw new Error("the sentence starts with text");
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + 1);
    const rect = range.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  });

/** Taps the first word of a sentence (again, until the page has hydrated) and gives its popover. */
async function tapFirstWord(page: Page, sentenceKey: string) {
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    const { x, y } = await firstLetterOf(page, sentenceKey);
    await page.mouse.click(x, y);
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return dialog;
}

test("a sentence plays from the word popover, is highlighted, changes speed and shows its progress", async ({
  page,
  request,
}) => {
  const { article, path } = await newestOf(request, "news-topics");
  const timing = article.body?.audio?.sentences.find((s) => s.paragraph === 1 && s.sentence === 1);
  if (!timing) throw new Error("the article has audio timings");
  await page.goto(path);
  const player = page.getByRole("region", { name: "音声プレーヤー" });
  const dialog = await tapFirstWord(page, "1-1");
  expect((await audioState(page)).paused, "a look-up is silent").toBe(true);
  await dialog.getByRole("button", { name: "この文を聞く" }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  expect((await audioState(page)).time).toBeGreaterThanOrEqual(timing.startMs / 1000 - 0.1);
  await expect(page.locator("[data-speaking]")).toHaveAttribute("data-sentence", "1-1");
  await player.getByRole("combobox", { name: "再生速度" }).selectOption("2");
  await expect.poll(async () => (await audioState(page)).rate).toBe(2);
  const seek = player.getByRole("slider", { name: "再生位置" });
  const before = Number(await seek.inputValue());
  await expect.poll(async () => Number(await seek.inputValue())).toBeGreaterThan(before);
  await player.getByRole("button", { name: "一時停止" }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  await player.getByRole("button", { name: "次の文" }).click();
  await expect(page.locator("[data-speaking]")).toHaveAttribute("data-sentence", /^\d+-\d+$/);
});

test("on the audio page, where the text is the transcript, a click on a sentence plays from it", async ({
  page,
  request,
}) => {
  const { article, summary } = await newestOf(request, "news-topics");
  const timing = article.body?.audio?.sentences.find((s) => s.paragraph === 1 && s.sentence === 1);
  if (!timing) throw new Error("the article has audio timings");
  await page.goto(`audios/${summary.id}`);
  await expect(async () => {
    const { x, y } = await firstLetterOf(page, "1-1");
    await page.mouse.click(x, y);
    await expect.poll(async () => (await audioState(page)).paused, { timeout: 2_000 }).toBe(false);
  }).toPass();
  expect((await audioState(page)).time).toBeGreaterThanOrEqual(timing.startMs / 1000 - 0.1);
  await expect(page.locator("[data-speaking]")).toHaveAttribute("data-sentence", "1-1");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the audio player is operated from the keyboard", async ({ page, request }) => {
  const { path } = await newestOf(request, "news-topics");
  await page.goto(path);
  const player = page.getByRole("region", { name: "音声プレーヤー" });
  await player.getByRole("button", { name: "再生" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await player.getByRole("slider", { name: "再生位置" }).focus();
  const before = (await audioState(page)).time;
  for (let i = 0; i < 30; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(before + 2);
  await player.getByRole("button", { name: "一時停止" }).focus();
  await page.keyboard.press("Space");
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
});

test("the quiz tells right from wrong with the explanation, then the score", async ({ page, request }) => {
  const { article, path } = await newestOf(request, "phrase-it-right");
  const quiz = article.body?.quiz.filter((q) => q.kind === "choice") ?? [];
  expect(quiz.length).toBeGreaterThan(1);
  await page.goto(path);
  const section = page.locator('[data-quiz="choice"]');
  for (const [i, q] of quiz.entries()) {
    const answer = Number(q.answer);
    const pick = i === 0 ? answer : (answer + 1) % q.choices.length;
    const group = section.getByRole("group").nth(i);
    await group.getByRole("button", { name: q.choices[pick], exact: true }).click();
    await expect(section.locator("[data-quiz-feedback]").nth(i)).toContainText(i === 0 ? "正解！" : "不正解");
    await expect(section.locator("[data-quiz-feedback]").nth(i)).toContainText("解説");
  }
  await expect(section.locator("[data-quiz-score]")).toContainText(`${quiz.length}問中1問正解`);
  await section.getByRole("button", { name: "もう一度挑戦する" }).click();
  await expect(section.locator("[data-quiz-feedback]")).toHaveCount(0);
});

test("dictation plays the sentence and compares the typed words with the answer", async ({ page, request }) => {
  const { article, path } = await newestOf(request, "listen-and-write");
  const first = article.body?.quiz.find((q) => q.kind === "dictation");
  if (!first) throw new Error("the article has dictation");
  const words = first.answer.split(" ");
  const typed = words.filter((_, i) => i !== 1).join(" ");
  await page.goto(path);
  const item = page.locator("[data-dictation-item]").first();
  await item.getByRole("button", { name: "音声を聞く" }).click();
  await expect(item.getByRole("button", { name: "音声を聞く" })).toHaveAttribute("aria-pressed", "true");
  await item.getByRole("textbox").fill(typed);
  await item.getByRole("button", { name: "答え合わせ" }).click();
  const result = item.locator("[data-dictation-result]");
  await expect(result).toContainText(`${words.length}語中${words.length - 1}語正解`);
  await expect(result.locator('[data-word-status="missing"]')).toHaveText(new RegExp(`${words[1]}$`));
  await expect(result).toContainText(first.answer);
});

test("listen and repeat plays one sentence at a time", async ({ page, request }) => {
  const { article, path } = await newestOf(request, "listen-and-repeat");
  const items = article.body?.quiz.filter((q) => q.kind === "repeat") ?? [];
  expect(items.length).toBeGreaterThan(1);
  await page.goto(path);
  const rows = page.locator("[data-repeat-item]");
  await expect(rows).toHaveCount(items.length);
  await rows.nth(1).getByRole("button", { name: "2番目の文を再生" }).click();
  await expect(rows.nth(1)).toHaveAttribute("data-playing", "true");
  await expect(rows.nth(0)).not.toHaveAttribute("data-playing", "true");
  await expect(rows.nth(1)).not.toHaveAttribute("data-playing", "true", { timeout: 15_000 });
});
