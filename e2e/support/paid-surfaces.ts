import { readFileSync } from "node:fs";
import type { ArticleAccess } from "@awd/core/article-access";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import type { ReaderKind } from "./readers.ts";
import { apiUrl } from "./stack.ts";
import { tapWord } from "./word-tap.ts";

// The places a paid article reaches a reader, each checked in the browser (or, for a podcast app,
// as the app asks) against what core's access rule says this reader may have. A surface added
// later is one more entry of `paidSurfaces`.

const source = JSON.parse(
  readFileSync(new URL("../../content/articles/news-topics/104.json", import.meta.url), "utf8"),
) as {
  id: number;
  issue: string;
  isFree: boolean;
  titleEn: string;
  titleJa: string;
  lead: { en: string; ja: string };
  paragraphs: { en: string; ja: string }[];
};
if (source.isFree) throw new Error("news-topics/104 is expected to be paid in the sample edition");

const [firstParagraph] = source.paragraphs;
if (!firstParagraph) throw new Error("news-topics/104 has no paragraph after its lead");

/** The paid article every surface offers: it has audio, a print issue, a podcast episode. */
export const matrixArticle = {
  id: source.id,
  path: `news-topics/${source.id}`,
  issue: source.issue,
  titleEn: source.titleEn,
  titleJa: source.titleJa,
  /** the first sentence after the lead: only the full text holds it */
  bodySentence: firstParagraph.en.slice(0, firstParagraph.en.indexOf(".") + 1),
  bodyWord: firstParagraph.en.split(" ")[0] ?? "",
  bodyTranslation: firstParagraph.ja,
  leadWord: source.lead.en.split(" ")[0] ?? "",
  leadTranslation: source.lead.ja,
  /** a word of the paid text that neither the lead nor any other article holds */
  searchWord: "acorns",
};

/** The reader as the API knows them: the headers the page's own requests carry, and the API's address. */
export interface ReaderCredentials {
  api: string;
  headers: Record<string, string>;
}

export interface ReaderUnderTest {
  reader: ReaderKind;
  page: Page;
  context: BrowserContext;
  /** asked of the page's own request for the right; none for a reader who sends none */
  credentials: () => Promise<ReaderCredentials | undefined>;
}

export interface PaidSurface {
  name: string;
  /** what this reader must find here, given core's answer for a paid article */
  check: (who: ReaderUnderTest, access: ArticleAccess) => Promise<void>;
}

const anyPaywall = (page: Page) => page.locator("[data-paywall]");
const text = (page: Page) => page.locator("[data-article-text]");

async function expectTextOrPaywall(page: Page, access: ArticleAccess) {
  if (access.access) {
    await expect(text(page)).toContainText(matrixArticle.bodySentence);
    await expect(anyPaywall(page)).toHaveCount(0);
  } else {
    await expect(page.locator(`[data-paywall="${access.reason}"]`)).toBeVisible();
    await expect(text(page)).not.toContainText(matrixArticle.bodySentence);
  }
}

const api = async (who: ReaderUnderTest) => {
  const credentials = await who.credentials();
  if (!credentials) throw new Error(`${who.reader.name} sends no credentials`);
  return credentials;
};

export const paidSurfaces: PaidSurface[] = [
  {
    name: "article page",
    check: async ({ page }, access) => {
      await page.goto(matrixArticle.path);
      await expectTextOrPaywall(page, access);
    },
  },
  {
    name: "audio page",
    check: async ({ page }, access) => {
      await page.goto(`audios/${matrixArticle.id}`);
      await expectTextOrPaywall(page, access);
      await expect(page.locator("[data-audio-player]")).toHaveCount(access.access ? 1 : 0);
    },
  },
  {
    name: "print edition's PDF",
    check: async ({ page }, access) => {
      await page.goto(`print/${matrixArticle.issue}`);
      if (access.access) {
        const stage = page.getByRole("region", { name: /ページ中\d+ページ目$/ });
        await expect(stage).toHaveAttribute("data-rendered-page", "1", { timeout: 20_000 });
        await expect(anyPaywall(page)).toHaveCount(0);
      } else {
        await expect(page.locator(`[data-paywall="${access.reason}"]`)).toBeVisible();
        await expect(page.locator("canvas")).toHaveCount(0);
      }
    },
  },
  {
    name: "search result snippet",
    check: async ({ page }, access) => {
      await page.goto(`search?q=${matrixArticle.searchWord}`);
      const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: matrixArticle.titleEn }) });
      await expect(card).toBeVisible();
      const found = card.locator("mark", { hasText: new RegExp(matrixArticle.searchWord, "i") });
      if (access.access) await expect(found).toBeVisible();
      else {
        // What a reader may not read stays out even once the page has asked for the reader's own results.
        await page.waitForLoadState("networkidle");
        await expect(card).not.toContainText(matrixArticle.searchWord);
      }
    },
  },
  {
    name: "word popover's translation line",
    check: async ({ page }, access) => {
      await page.goto(matrixArticle.path);
      await expectTextOrPaywall(page, access);
      // A word of the paid text where it is shown, else a word of the lead: the line is that paragraph's own.
      const popover = access.access
        ? await tapWord(page, "1-0", matrixArticle.bodyWord)
        : await tapWord(page, "0-0", matrixArticle.leadWord);
      await expect(popover).toHaveAttribute("data-state", "ready");
      await expect(popover).toContainText(
        access.access ? matrixArticle.bodyTranslation : matrixArticle.leadTranslation,
      );
      if (!access.access) await expect(page.locator("body")).not.toContainText(matrixArticle.bodyTranslation);
      await page.keyboard.press("Escape");
    },
  },
  {
    name: "podcast feed's episodes",
    check: async (who, access) => {
      const request = who.context.request;
      if (!who.reader.hasAccount) {
        // No account, no personal feed: the API issues none (the public feed holds the free episodes).
        const credentials = await who.credentials();
        const refused = await request.post(`${apiUrl}/podcast/feed-token`, { headers: credentials?.headers ?? {} });
        expect(refused.status()).toBe(401);
        return;
      }
      const { api: base, headers } = await api(who);
      const issued = await request.post(`${base}/podcast/feed-token`, { headers });
      expect(issued.status()).toBe(201);
      const { url } = ((await issued.json()) as { data: { url: string } }).data;
      try {
        const feed = await (await request.get(url)).text();
        expect(feed.includes(`awd-article-${matrixArticle.id}<`)).toBe(access.access);
        const episode = await request.get(`${url}/episodes/${matrixArticle.id}.m4a`, { maxRedirects: 0 });
        expect(episode.status()).toBe(access.access ? 302 : 403);
      } finally {
        await request.delete(`${base}/podcast/feed-token`, { headers });
      }
    },
  },
  {
    name: "review card's sentence audio",
    check: async (who, access) => {
      const { page } = who;
      if (!who.reader.hasAccount) {
        await page.goto("review");
        await expect(page.locator("[data-review-card]")).toHaveCount(0);
        return;
      }
      // The word a reader kept from this article's text while they could read it.
      const { api: base, headers } = await api(who);
      const saved = await who.context.request.post(`${base}/notebook/words`, {
        headers,
        data: {
          word: matrixArticle.bodyWord,
          lemma: matrixArticle.bodyWord.toLowerCase(),
          sentence: matrixArticle.bodySentence,
          articleId: matrixArticle.id,
        },
      });
      expect(saved.status()).toBe(201);
      const { id } = ((await saved.json()) as { data: { id: number } }).data;
      try {
        await page.goto("review");
        const card = page.locator(`[data-review-card="${matrixArticle.bodyWord}"]`);
        await card.getByRole("button", { name: /答えを見る/ }).click();
        await expect(card.getByRole("link", { name: /^記事を読む/ })).toBeVisible();
        await expect(card.locator("[data-sentence-audio]")).toHaveCount(access.access ? 1 : 0);
      } finally {
        await who.context.request.delete(`${base}/notebook/words/${id}`, { headers });
      }
    },
  },
  {
    name: "saved issue read offline",
    check: async ({ page, context, reader }, access) => {
      await page.goto("print");
      await expect(page.getByRole("heading", { level: 1, name: "紙面ビューアー" })).toBeVisible();
      const saver = page.locator(`[data-saved-issue="${matrixArticle.issue}"]`);
      if (!reader.hasAccount) {
        // Saving belongs to an account of this site: a device keeps an issue for the account that saved it.
        await page.waitForLoadState("networkidle");
        await expect(saver).toHaveCount(0);
        return;
      }
      await saver.getByRole("button", { name: "この号を保存" }).click();
      const plan = saver.getByRole("status");
      if (!access.access) {
        await expect(plan).toHaveText("この号には、いまのお申し込みで読める記事がありません。");
        return;
      }
      // The plan reads every article of the issue and asks every file's size: as saved-issue.spec.ts, a minute.
      await expect(plan).toContainText(/記事\d+本/, { timeout: 60_000 });
      await saver.getByRole("button", { name: "保存する" }).click();
      await expect(saver.locator("[data-saved-bytes]")).toContainText("保存済み", { timeout: 120_000 });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      await context.setOffline(true);
      try {
        await page.goto(matrixArticle.path);
        await expect(text(page)).toContainText(matrixArticle.bodySentence);
      } finally {
        await context.setOffline(false);
      }
      await removeSavedIssue(page);
    },
  },
];

/** Removes the issue this reader saved, from the print list, as they would. */
export async function removeSavedIssue(page: Page): Promise<void> {
  await page.goto("print");
  const saver = page.locator(`[data-saved-issue="${matrixArticle.issue}"]`);
  await saver.getByRole("button", { name: "保存した号を削除" }).click();
  await expect(saver.getByRole("button", { name: "この号を保存" })).toBeVisible();
}
