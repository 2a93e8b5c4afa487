// Makes the print edition: for every weekly issue of content/, an A4 newspaper-style PDF printed by
// Debian's Chromium (content/print/{issueDate}.pdf, fonts embedded, text selectable), a thumbnail of
// its front page ({issueDate}-cover.webp) and the description the API lists ({issueDate}.json).
// Needs: /usr/bin/chromium (or CHROMIUM_PATH) and fonts-noto-cjk.
// Usage: npm run content:print [-- --force]
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Series, seriesById, seriesCatalogue } from "@awd/core/series";
import { type PrintEditionFile, printEditionFileSchema } from "@awd/db/content/print-edition-file";
import { type EditionArticle, readEdition } from "@awd/db/content/read-edition";
import { type Browser, chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, chromiumPath } from "../../e2e/support/chromium.ts";
import {
  footerTemplate,
  gutterMm,
  issueDateJa,
  issueHtml,
  type PrintArticle,
  type PrintIssue,
  pageMarginsMm,
  pageWidthMm,
} from "./print-layout.ts";
import { contentDir, hasFlag, newestMtime, progress, run, writeFileAtomic } from "./shared.ts";

const sources = ["print.ts", "print-layout.ts"].map((f) => path.join(path.dirname(fileURLToPath(import.meta.url)), f));

/** Small enough to commit with the content: each PDF, and the whole print folder. */
const PDF_MAX_BYTES = 1.5 * 1024 * 1024;
const FOLDER_MAX_BYTES = 10 * 1024 * 1024;

/** Pictures go in as small JPEGs, which Chromium embeds unchanged; other formats it decodes and re-compresses. */
const IMAGE = { coverWidth: 640, insideWidth: 400, quality: 62 } as const;
const THUMBNAIL = { width: 400, quality: 72 } as const;
/** The front page announces up to this many inside articles, fewer when they do not fit. */
const MAX_TEASERS = 6;
const CSS_PX_PER_MM = 96 / 25.4;

const mmToPx = (mm: number) => Math.round(mm * CSS_PX_PER_MM);

const jpegDataUri = async (file: string, width: number): Promise<string> => {
  const jpeg = await sharp(file)
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: IMAGE.quality, mozjpeg: true })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
};

const catalogueIndex = (series: Series) => seriesCatalogue.indexOf(series);

const seriesOf = (article: EditionArticle): Series => {
  const series = seriesById(article.file.seriesId);
  if (!series) throw new Error(`article ${article.file.id}: unknown series ${article.file.seriesId}`);
  return series;
};

// The cover story is the issue's easiest news: the front page should welcome every level, and a
// beginner news article is short enough to stand whole beside its picture.
const isCoverCandidate = (series: Series) => series.category === "News" && series.level === "beginner";

const toPrintArticle = async (article: EditionArticle, width: number): Promise<PrintArticle> => ({
  file: article.file,
  series: seriesOf(article),
  image: await jpegDataUri(path.join(contentDir, article.media.images.main.path), width),
});

const buildIssue = async (issueDate: string, number: number, articles: EditionArticle[]): Promise<PrintIssue> => {
  const ordered = [...articles].sort((a, b) => catalogueIndex(seriesOf(a)) - catalogueIndex(seriesOf(b)));
  const cover = ordered.find((a) => isCoverCandidate(seriesOf(a))) ?? ordered[0];
  if (!cover) throw new Error(`issue ${issueDate} has no articles`);
  return {
    issueDate,
    number,
    title: `AWD Weekly ${issueDateJa(issueDate)}号`,
    cover: await toPrintArticle(cover, IMAGE.coverWidth),
    inside: await Promise.all(ordered.filter((a) => a !== cover).map((a) => toPrintArticle(a, IMAGE.insideWidth))),
    teaserCount: MAX_TEASERS,
  };
};

const outputsOf = (issueDate: string) => ({
  pdf: `print/${issueDate}.pdf`,
  cover: `print/${issueDate}-cover.webp`,
  json: `print/${issueDate}.json`,
});

/** Whether every output is newer than the issue's articles, their pictures and this script. */
const isIssueFresh = async (issueDate: string, articles: EditionArticle[]): Promise<boolean> => {
  const outputs = Object.values(outputsOf(issueDate)).map((p) => path.join(contentDir, p));
  const inputs = articles.flatMap((a) => [
    path.join(contentDir, "articles", seriesOf(a).path, `${a.file.id}.json`),
    path.join(contentDir, a.media.images.main.path),
  ]);
  const times = await Promise.all(
    outputs.map((f) =>
      stat(f).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.min(...times) > (await newestMtime([...inputs, ...sources]));
};

// Chromium writes the page tree uncompressed; its root says how many pages there are.
const pageCountOf = (pdf: Buffer): number => {
  const counts = [...pdf.toString("latin1").matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((m) =>
    Number(m[1]),
  );
  if (counts.length === 0) throw new Error("no page tree found in the PDF");
  return Math.max(...counts);
};

const overflowsFront = (page: Page) =>
  page.$$eval(".front, .teasers", (blocks) => blocks.some((b) => b.scrollHeight > b.clientHeight + 1));

/** Lays the issue out with as many front-page teasers as fit; the cover story itself must fit. */
const fitFrontPage = async (page: Page, issue: PrintIssue): Promise<void> => {
  for (let teaserCount = Math.min(issue.teaserCount, issue.inside.length); teaserCount >= 0; teaserCount--) {
    await page.setContent(issueHtml({ ...issue, teaserCount }), { waitUntil: "load" });
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    if (!(await overflowsFront(page))) return;
  }
  throw new Error(`issue ${issue.issueDate}: the cover story does not fit on the front page`);
};

const printIssue = async (browser: Browser, issue: PrintIssue): Promise<PrintEditionFile> => {
  const outputs = outputsOf(issue.issueDate);
  const contentWidthPx = mmToPx(pageWidthMm - pageMarginsMm.left - pageMarginsMm.right);
  const page = await browser.newPage({ viewport: { width: contentWidthPx, height: 1200 }, deviceScaleFactor: 1 });
  try {
    // The front page is one fixed-height block, so the screen layout at the printable width is
    // the printed one: it can be checked for overflow and photographed for the cover.
    await page.emulateMedia({ media: "print" });
    await fitFrontPage(page, issue);

    const shot = await page.locator(".front").screenshot({ type: "png" });
    const margin = pageMarginsMm;
    const cover = await sharp(shot)
      .extend({
        top: mmToPx(margin.top),
        bottom: mmToPx(margin.bottom),
        left: mmToPx(margin.left),
        right: mmToPx(margin.right + gutterMm),
        background: "#ffffff",
      })
      .resize({ width: THUMBNAIL.width })
      .webp({ quality: THUMBNAIL.quality })
      .toBuffer();

    const pdf = await page.pdf({
      format: "A4",
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: footerTemplate(issue),
      margin: {
        top: `${margin.top}mm`,
        bottom: `${margin.bottom}mm`,
        left: `${margin.left}mm`,
        right: `${margin.right}mm`,
      },
      tagged: true,
      outline: true,
    });
    const description = printEditionFileSchema.parse({
      issueDate: issue.issueDate,
      title: issue.title,
      headline: { en: issue.cover.file.titleEn, ja: issue.cover.file.titleJa },
      pageCount: pageCountOf(pdf),
      pdf: outputs.pdf,
      cover: outputs.cover,
      bytes: pdf.length,
    });
    await writeFileAtomic(path.join(contentDir, outputs.pdf), pdf);
    await writeFileAtomic(path.join(contentDir, outputs.cover), cover);
    await writeFileAtomic(path.join(contentDir, outputs.json), `${JSON.stringify(description, null, 2)}\n`);
    return description;
  } finally {
    await page.close();
  }
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Prints every issue's size; a PDF or the folder over its budget fails the run. */
const reportSizes = async (issueDates: string[]): Promise<void> => {
  let total = 0;
  for (const issueDate of issueDates) {
    const description = printEditionFileSchema.parse(
      JSON.parse(await readFile(path.join(contentDir, outputsOf(issueDate).json), "utf8")),
    );
    const coverBytes = (await stat(path.join(contentDir, description.cover))).size;
    total += description.bytes + coverBytes;
    const over = description.bytes > PDF_MAX_BYTES ? `  over the ${megabytes(PDF_MAX_BYTES)} budget` : "";
    console.log(
      `${issueDate}: ${description.pageCount} pages, ${megabytes(description.bytes)}, cover ${Math.round(coverBytes / 1024)} KB${over}`,
    );
    if (over) process.exitCode = 1;
  }
  console.log(`content/print/ ${megabytes(total)} (budget ${megabytes(FOLDER_MAX_BYTES)})`);
  if (total > FOLDER_MAX_BYTES) process.exitCode = 1;
};

async function main(): Promise<void> {
  const edition = readEdition(contentDir);
  if (edition.problems.length > 0) {
    for (const p of edition.problems) console.error(`error: ${p.file} ${p.field}: ${p.message}`);
    throw new Error("the edition has broken articles; fix them first (npm run content:import names them)");
  }
  const byIssue = new Map<string, EditionArticle[]>();
  for (const article of edition.articles)
    byIssue.set(article.file.issue, [...(byIssue.get(article.file.issue) ?? []), article]);
  const issueDates = [...byIssue.keys()].sort();
  const force = hasFlag("--force");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const bar = progress("print", issueDates.length);
  try {
    for (const [index, issueDate] of issueDates.entries()) {
      const articles = byIssue.get(issueDate) ?? [];
      const fresh = !force && (await isIssueFresh(issueDate, articles));
      if (!fresh) await printIssue(browser, await buildIssue(issueDate, index + 1, articles));
      bar.tick(fresh);
    }
  } finally {
    bar.done();
    await browser.close();
  }
  await reportSizes(issueDates);
}

run(main);
