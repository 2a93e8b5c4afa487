import { readFile } from "node:fs/promises";
import type { Article } from "@awd/core/contract/articles";
import AxeBuilder from "@axe-core/playwright";
import { newestOf } from "./support/content.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { apiPathOf, apiUrl } from "./support/stack.ts";
import { type APIRequestContext, expect, type Page, test } from "./support/test.ts";

// The notebook's screens (docs/product/notebook.md): a free member reviews saved words with the
// keyboard, sees what is due next and keeps the words page (search, sort, note, delete, export); the
// header counts the cards due; a visitor is invited to sign in. The words are saved through the API
// as the word popover would save them.

interface SavedWord {
  word: string;
  meaning: string;
  sentence: string;
  translation: string;
}

/** Two words of the free article's lead, each from a sentence the article's audio reads. */
function wordsOf(article: Article): SavedWord[] {
  const timings = article.body?.audio?.sentences.filter((s) => s.paragraph === 0) ?? [];
  const longestWord = (sentence: string) =>
    (sentence.match(/[A-Za-z]{4,}/g) ?? []).sort((a, b) => b.length - a.length || a.localeCompare(b))[0] ?? "";
  const picked = timings.slice(0, 2).map((timing, index) => ({
    word: longestWord(timing.text),
    meaning: index === 0 ? "（テスト）一つ目の意味" : "（テスト）二つ目の意味",
    sentence: timing.text,
    translation: article.lead.ja,
  }));
  if (picked.length < 2 || picked.some((p) => p.word === "") || picked[0]?.word === picked[1]?.word)
    throw new Error("the free article's lead needs two timed sentences with distinct long words");
  return picked;
}

/** The reader's API headers, as the site sends them after signing in. */
async function signInAsFreeMember(page: Page, path = "./"): Promise<Record<string, string>> {
  const credentials = page.waitForRequest(
    async (request) =>
      apiPathOf(new URL(request.url())) !== undefined &&
      ((await request.allHeaders()).authorization ?? "").startsWith("Bearer "),
  );
  await signIn(page, demo.free, path);
  const headers = await (await credentials).allHeaders();
  return { authorization: headers.authorization ?? "", "auth0-id-token": headers["auth0-id-token"] ?? "" };
}

/** Empties the reader's notebook, then saves these words in this order. */
async function keepOnly(
  request: APIRequestContext,
  headers: Record<string, string>,
  articleId: number,
  words: SavedWord[],
) {
  for (;;) {
    const list = await request.get(`${apiUrl}/notebook/words?p=1`, { headers });
    expect(list.status()).toBe(200);
    const items: { id: number }[] = (await list.json()).data.items;
    if (items.length === 0) break;
    for (const { id } of items)
      expect((await request.delete(`${apiUrl}/notebook/words/${id}`, { headers })).status()).toBe(200);
  }
  for (const word of words) {
    const saved = await request.post(`${apiUrl}/notebook/words`, {
      headers,
      data: { ...word, lemma: word.word.toLowerCase(), articleId },
    });
    expect(saved.status()).toBe(201);
  }
}

async function freeMemberWithWords(page: Page, request: APIRequestContext) {
  const { article } = await newestOf(request, "news-topics");
  const words = wordsOf(article);
  const headers = await signInAsFreeMember(page);
  await keepOnly(request, headers, article.id, words);
  return { article, words, headers };
}

const badge = (page: Page) => page.getByRole("banner").locator("[data-review-badge]");

test("a free member reviews with the keyboard, the badge drops, and the finished screen says what is due next", async ({
  page,
  request,
}) => {
  const { words } = await freeMemberWithWords(page, request);
  const [first, second] = words as [SavedWord, SavedWord];
  let gradesSent = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/grade")) gradesSent += 1;
  });
  await page.goto("review");
  await expect(badge(page)).toContainText("2");
  await expect(badge(page)).toHaveAccessibleName("復習する単語 2語");

  const card = page.locator("[data-review-card]");
  await expect(card).toHaveAttribute("data-review-card", first.word);
  await expect(card.locator("mark")).toHaveText(first.word);
  await expect(card.getByText(first.meaning)).toHaveCount(0);
  await page.keyboard.press("Space");
  const back = card.locator("[data-review-back]");
  await expect(back.getByText(first.meaning)).toBeVisible();
  await expect(back.getByText(first.translation)).toBeVisible();
  await expect(back.getByRole("link", { name: /記事を読む/ })).toBeVisible();
  // The sentence's stretch of the article's audio plays; the grade keys still work from its button.
  const play = back.locator("[data-sentence-audio]");
  await expect(play).toHaveText("この文を聞く");
  await play.click();
  await expect(play).toHaveAttribute("aria-pressed", "true");
  // A double press of the grade counts once: the second card comes, and is not skipped.
  await page.keyboard.press("3");
  await page.keyboard.press("3");
  await expect(card).toHaveAttribute("data-review-card", second.word);
  await expect(card.locator("[data-review-back]")).toHaveCount(0);
  await expect(badge(page)).toHaveAccessibleName("復習する単語 1語");
  expect(gradesSent, "one grade sent for the double press").toBe(1);

  await page.getByRole("button", { name: /答えを見る/ }).click();
  await page.getByRole("button", { name: /正解/ }).click();
  const finished = page.locator("[data-review-finished]");
  await expect(finished.getByRole("heading", { name: "今日の復習はおしまいです" })).toBeVisible();
  await expect(finished).toContainText("この回に2語を復習しました。");
  await expect(finished.locator("[data-review-next]")).toHaveText(/^次の復習は(今日|明日) \d{2}:\d{2}から、2語です。$/);
  await expect(badge(page)).toHaveCount(0);

  await finished.getByRole("link", { name: "単語帳を見る" }).click();
  const entry = page.locator(`[data-notebook-word="${first.word}"]`);
  await expect(entry.locator("[data-next-review] time")).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
});

test("the words page searches, sorts, keeps a note, refuses a note too long in Japanese, and deletes", async ({
  page,
  request,
}) => {
  const { words } = await freeMemberWithWords(page, request);
  const [first, second] = words as [SavedWord, SavedWord];
  await page.getByRole("banner").getByRole("button", { name: "アカウントメニュー" }).click();
  await page.getByRole("banner").getByRole("link", { name: "単語帳" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "単語帳" })).toBeVisible();
  const entries = page.locator("[data-notebook-word]");
  // Newest first: the second word was saved last.
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toHaveAttribute("data-notebook-word", second.word);
  await expect(entries.first().getByText(second.meaning)).toBeVisible();
  await expect(entries.first().getByText("復習できます")).toBeVisible();

  await page.getByLabel("並び順").selectOption({ label: "古い順" });
  await expect(entries.first()).toHaveAttribute("data-notebook-word", first.word);
  await page.getByLabel("並び順").selectOption({ label: "ABC順" });
  const alphabetical = [first.word, second.word].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  await expect(entries.nth(0)).toHaveAttribute("data-notebook-word", alphabetical[0] as string);
  await expect(entries.nth(1)).toHaveAttribute("data-notebook-word", alphabetical[1] as string);

  await page.getByLabel("単語帳を検索").fill(second.word.toUpperCase());
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute("data-notebook-word", second.word);
  // The address keeps the search and the sort: a reload shows the same list.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${second.word.toUpperCase()}&sort=word$`));
  await page.reload();
  await expect(page.getByLabel("単語帳を検索")).toHaveValue(second.word.toUpperCase());
  await expect(page.getByLabel("並び順")).toHaveValue("word");
  await expect(entries).toHaveCount(1);
  await page.getByLabel("単語帳を検索").fill("zzqqxxyy");
  await expect(page.getByText("「zzqqxxyy」に一致する単語はありません。")).toBeVisible();
  await page.getByLabel("単語帳を検索").fill("");
  await expect(entries).toHaveCount(2);

  const entry = page.locator(`[data-notebook-word="${first.word}"]`);
  const note = entry.getByLabel(`「${first.word}」のメモ`);
  await note.fill("あ".repeat(501));
  await entry.getByRole("button", { name: "メモを保存" }).click();
  await expect(entry.getByText("メモは500文字までです。短くしてから保存してください。")).toBeVisible();
  await note.fill("テストで覚えた");
  await entry.getByRole("button", { name: "メモを保存" }).click();
  await expect(entry.getByText("メモを保存しました。")).toBeVisible();
  await page.reload();
  await expect(page.locator(`[data-notebook-word="${first.word}"]`).getByLabel(`「${first.word}」のメモ`)).toHaveValue(
    "テストで覚えた",
  );

  await page.getByRole("button", { name: `「${second.word}」を削除` }).click();
  await page.getByRole("button", { name: "やめる" }).click();
  await expect(entries).toHaveCount(2);
  await page.getByRole("button", { name: `「${second.word}」を削除` }).click();
  await page.getByRole("button", { name: "削除する" }).click();
  await expect(page.getByText(`「${second.word}」を削除しました。`)).toBeVisible();
  await expect(entries).toHaveCount(1);
  await page.reload();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toHaveAttribute("data-notebook-word", first.word);
});

test("the notebook downloads as CSV with its header row and the words", async ({ page, request }) => {
  const { words } = await freeMemberWithWords(page, request);
  await page.goto("mypage/words");
  await expect(page.locator("[data-notebook-word]")).toHaveCount(2);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSVで書き出す" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^awd-notebook-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), "utf8")).split("\r\n");
  expect(lines[0]).toBe("\uFEFFword,lemma,meaning,sentence,translation,note,article,saved_at");
  for (const { word, meaning } of words)
    expect(lines.some((line) => line.startsWith(`${word},`) && line.includes(meaning))).toBe(true);
});

test("an empty notebook says how to fill it, and the review has nothing due", async ({ page, request }) => {
  const headers = await signInAsFreeMember(page);
  const { article } = await newestOf(request, "news-topics");
  await keepOnly(request, headers, article.id, []);
  await page.goto("mypage/words");
  await expect(page.locator("[data-notebook-empty]")).toContainText("英単語をタップすると");
  await page.goto("review");
  await expect(page.locator("[data-review-finished]")).toContainText("単語帳に単語がありません。");
  await expect(badge(page)).toHaveCount(0);
});

test("a visitor who is not signed in is invited to sign in on both screens, and has no badge", async ({ page }) => {
  for (const path of ["mypage/words", "review"]) {
    await page.goto(path);
    const invitation = page.locator("[data-notebook-invitation]");
    await expect(invitation).toContainText("ログインしてください");
    await expect(invitation.getByRole("button", { name: "ログイン" })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
  }
});

test("a list that cannot be read says it failed, never that it is empty, and reads again on request", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await freeMemberWithWords(page, request);
  const cases = [
    {
      path: "mypage/words",
      api: /\/notebook\/words\?/,
      failed: "単語帳を読み込めませんでした。",
      loaded: "[data-notebook-word]",
    },
    {
      path: "review",
      api: /\/review\/due$/,
      failed: "復習するカードを読み込めませんでした。",
      loaded: "[data-review-card]",
    },
    {
      path: "mypage",
      api: /\/reading\/summary/,
      failed: "読書記録を読み込めませんでした。",
      loaded: "[data-reading-history] svg",
    },
  ];
  for (const { path, api, failed, loaded } of cases) {
    let failing = true;
    await page.route(api, (route) => (failing ? route.fulfill({ status: 503, body: "" }) : route.fallback()));
    await page.goto(path);
    const alert = page.getByRole("alert").filter({ hasText: failed });
    // Reads are asked three more times before the failure is told.
    await expect(alert).toBeVisible({ timeout: 30_000 });
    failing = false;
    await alert.getByRole("button", { name: "もう一度読み込む" }).click();
    await expect(page.locator(loaded).first(), path).toBeVisible();
    await expect(alert).toHaveCount(0);
    await page.unroute(api);
  }
});

test("axe finds no violation on the words page and the review screen", async ({ page, request }) => {
  // Four axe analyses on a busy two-core machine take more than the default half-minute.
  test.setTimeout(90_000);
  await freeMemberWithWords(page, request);
  const check = async (what: string) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      what,
    ).toEqual([]);
  };
  await page.goto("mypage/words");
  await expect(page.locator("[data-notebook-word]")).toHaveCount(2);
  await page
    .getByRole("button", { name: /を削除$/ })
    .first()
    .click();
  await check("the words page, asking to delete");
  await page.goto("review");
  await expect(page.locator("[data-review-card]")).toBeVisible();
  await check("a review card's front");
  await page.keyboard.press("Space");
  await expect(page.locator("[data-review-back]")).toBeVisible();
  await check("a review card's back");
});
