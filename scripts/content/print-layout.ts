// The HTML of one print issue, laid out like a weekly newspaper on A4: a front page (masthead, the
// cover story with its picture, its glossary and the issue's contents) and inside pages where the
// other articles run in three columns by category, each with its picture and a Japanese glossary
// box. Pure: the images arrive as data URIs, so the page needs no file or network access.
import { categoryNavItems } from "@awd/core/category-nav";
import { formatJapaneseDate } from "@awd/core/dates";
import { splitSentences } from "@awd/core/sentences";
import type { Series } from "@awd/core/series";
import type { ArticleFile } from "@awd/db/content/article-file";

export interface PrintArticle {
  file: ArticleFile;
  series: Series;
  /** The main picture as a data URI (already downscaled for print). */
  image: string;
}

export interface PrintIssue {
  issueDate: string;
  /** 1-based position of the issue in the edition. */
  number: number;
  title: string;
  cover: PrintArticle;
  /** Every other article of the issue, in catalogue order. */
  inside: PrintArticle[];
  /** How many of the inside articles the front page announces with their first sentence (as many as fit). */
  teaserCount: number;
}

/**
 * The margins page.pdf is given. Chromium clips the page to them, and a justified line's last glyph
 * can end a hair beyond the width it was laid out in; so the right margin is narrower by a gutter
 * the body keeps free, and the text still stands 12 mm from both edges.
 */
export const pageMarginsMm = { top: 12, right: 11, bottom: 14, left: 12 } as const;
export const gutterMm = 1;
export const pageWidthMm = 210;
const frontHeightMm = 297 - pageMarginsMm.top - pageMarginsMm.bottom - 1;

const labels = {
  tagline: "英字新聞で学ぶ英語",
  edition: "紙面版",
  issueNumber: (n: number) => `第${n}号`,
  weekdays: ["日", "月", "火", "水", "木", "金", "土"],
  glossary: "語句",
  contents: "今週の紙面",
  teasers: "ほかの主な記事",
  quizAnswers: "答え",
  translation: "訳",
  author: "文",
  illustrator: "イラスト",
  partsOfSpeech: {
    noun: "名",
    verb: "動",
    adjective: "形",
    adverb: "副",
    phrase: "句",
    preposition: "前",
    conjunction: "接",
    idiom: "熟",
  } as Record<string, string>,
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const weekdayOf = (issueDate: string): string => labels.weekdays[new Date(`${issueDate}T00:00:00Z`).getUTCDay()] ?? "";

export const issueDateJa = (issueDate: string): string => formatJapaneseDate(`${issueDate}T06:00:00+09:00`);

const glossaryBox = (article: ArticleFile): string => `
  <aside class="glossary" lang="ja" aria-label="${labels.glossary}">
    <h4>${labels.glossary}</h4>
    <dl>${article.glossary
      .map(
        (g) =>
          `<div><dt lang="en">${escapeHtml(g.word)}</dt><dd><span class="pos">${escapeHtml(labels.partsOfSpeech[g.partOfSpeech] ?? g.partOfSpeech)}</span>${escapeHtml(g.meaning)}</dd></div>`,
      )
      .join("")}</dl>
  </aside>`;

const quizBlock = (article: ArticleFile): string => {
  if (!article.quiz?.length) return "";
  const letters = "abcdefgh";
  const items = article.quiz
    .map(
      (q) =>
        `<li><p>${escapeHtml(q.question)}</p><p class="choices">${q.choices
          .map((c, j) => `(${letters[j]}) ${escapeHtml(c)}`)
          .join("　")}</p></li>`,
    )
    .join("");
  const answers = article.quiz
    .map((q, i) => `${i + 1}. (${letters[q.answer]}) ${escapeHtml(q.explanation)}`)
    .join("　");
  return `<ol class="quiz">${items}</ol><p class="answers" lang="ja"><b>${labels.quizAnswers}</b> ${answers}</p>`;
};

const credits = (article: ArticleFile): string =>
  `<p class="credits" lang="ja">${labels.author}・${escapeHtml(article.credits.author)}　${labels.illustrator}・${escapeHtml(article.credits.illustrator)}</p>`;

const bodyText = (article: ArticleFile): string =>
  [
    `<p class="lead">${escapeHtml(article.lead.en)}</p>`,
    ...article.paragraphs.map((p) => `<p>${escapeHtml(p.en)}</p>`),
  ].join("");

const insideArticle = ({ file, series, image }: PrintArticle): string => `
  <article class="story">
    <header>
      <p class="kicker">${escapeHtml(series.name)} <span lang="ja">${escapeHtml(series.nameJa)}</span></p>
      <h3>${escapeHtml(file.titleEn)}</h3>
      <p class="title-ja" lang="ja">${escapeHtml(file.titleJa)}</p>
    </header>
    <figure><img src="${image}" alt="${escapeHtml(file.image.description)}" lang="ja"></figure>
    ${bodyText(file)}
    ${quizBlock(file)}
    ${credits(file)}
    ${glossaryBox(file)}
  </article>`;

const contentsBox = (issue: PrintIssue): string => `
  <nav class="contents" aria-label="${labels.contents}">
    <h2 lang="ja">${labels.contents}</h2>
    <ul>${issue.inside
      .map(
        ({ file, series }) =>
          `<li><span class="series">${escapeHtml(series.name)}</span> ${escapeHtml(file.titleEn)}</li>`,
      )
      .join("")}</ul>
  </nav>`;

const teasers = (issue: PrintIssue): string => {
  const shown = issue.inside.slice(0, issue.teaserCount);
  if (shown.length === 0) return "";
  return `
  <section class="teasers" aria-label="${labels.teasers}">
    ${shown
      .map(
        ({ file, series }) => `
      <article class="teaser">
        <p class="kicker">${escapeHtml(series.name)}</p>
        <h3>${escapeHtml(file.titleEn)}</h3>
        <p class="title-ja" lang="ja">${escapeHtml(file.titleJa)}</p>
        <p>${escapeHtml(splitSentences(file.lead.en)[0] ?? file.lead.en)}</p>
      </article>`,
      )
      .join("")}
  </section>`;
};

const frontPage = (issue: PrintIssue): string => {
  const { file, series, image } = issue.cover;
  return `
  <section class="front">
    <header class="masthead">
      <p class="edition" lang="ja">${labels.tagline}・${labels.edition}</p>
      <h1>AWD Weekly</h1>
      <p class="dateline" lang="ja">${issueDateJa(issue.issueDate)}（${weekdayOf(issue.issueDate)}）　${labels.issueNumber(issue.number)}</p>
    </header>
    <article class="cover">
      <p class="kicker">${escapeHtml(series.name)} <span lang="ja">${escapeHtml(series.nameJa)}</span></p>
      <h2>${escapeHtml(file.titleEn)}</h2>
      <p class="title-ja" lang="ja">${escapeHtml(file.titleJa)}</p>
      <div class="cover-grid">
        <div class="cover-visual">
          <figure><img src="${image}" alt="${escapeHtml(file.image.description)}" lang="ja"></figure>
          ${glossaryBox(file)}
        </div>
        <div class="cover-text">
          ${bodyText(file)}
          ${credits(file)}
        </div>
      </div>
    </article>
    ${teasers(issue)}
    ${contentsBox(issue)}
  </section>`;
};

const insidePages = (issue: PrintIssue): string =>
  categoryNavItems
    .map((nav) => {
      const members = issue.inside.filter((a) => a.series.category === nav.category);
      if (members.length === 0) return "";
      return `<h2 class="section"><span>${escapeHtml(nav.label)}</span> <span lang="ja">${escapeHtml(nav.nameJa)}</span></h2>${members.map(insideArticle).join("")}`;
    })
    .join("");

const styles = `
  * { box-sizing: border-box; }
  html { font-family: "Noto Serif", "Noto Serif CJK JP", serif; font-size: 8.6pt; line-height: 1.38; color: #111; }
  body { margin: 0; padding-right: ${gutterMm}mm; }
  [lang="ja"] { font-family: "Noto Sans CJK JP", sans-serif; }
  p { margin: 0 0 0.45em; text-align: justify; hyphens: auto; }
  img { display: block; width: 100%; height: auto; }
  figure { margin: 0 0 0.5em; }
  .kicker { font-family: "Noto Sans", "Noto Sans CJK JP", sans-serif; font-size: 0.8rem; font-weight: 700; color: #a4161a;
    text-transform: uppercase; letter-spacing: 0.04em; margin-bottom: 0.2em; text-align: left; }
  .kicker span { text-transform: none; font-weight: 400; color: #555; }
  .title-ja { font-size: 0.9rem; color: #333; text-align: left; }
  .lead { font-weight: 700; }
  .credits { font-size: 0.75rem; color: #555; text-align: right; }
  .glossary { border: 0.6pt solid #a4161a; background: #fbeaea; padding: 0.35em 0.5em; margin: 0.3em 0 0.8em;
    break-inside: avoid; font-size: 0.8rem; line-height: 1.35; }
  .glossary h4 { margin: 0 0 0.2em; font-size: 0.85rem; color: #a4161a; }
  .glossary dl { margin: 0; }
  .glossary div { display: flex; gap: 0.4em; }
  .glossary dt { font-family: "Noto Serif", serif; font-weight: 700; flex: none; }
  .glossary dd { margin: 0; }
  .glossary .pos { display: inline-block; border: 0.5pt solid #a4161a; color: #a4161a; font-size: 0.7rem;
    line-height: 1.1; padding: 0 0.15em; margin-right: 0.25em; }

  .front { height: ${frontHeightMm}mm; overflow: hidden; break-after: page; display: flex; flex-direction: column; }
  .masthead { border-bottom: 2.4pt double #111; text-align: center; padding-bottom: 1.5mm; margin-bottom: 3mm; }
  .masthead h1 { font-size: 34pt; line-height: 1; margin: 0; letter-spacing: 0.02em; }
  .masthead .edition, .masthead .dateline { margin: 0.6mm 0; font-size: 0.9rem; text-align: center; }
  .cover h2 { font-size: 21pt; line-height: 1.1; margin: 0 0 0.2em; }
  .cover .title-ja { font-size: 1.15rem; margin-bottom: 0.5em; }
  .cover-grid { display: grid; grid-template-columns: 58% 1fr; column-gap: 5mm; }
  .cover-visual .glossary dl { column-count: 2; column-gap: 4mm; }
  .cover-text { font-size: 1.1rem; line-height: 1.45; }
  .cover { flex: none; }
  .teasers { flex: 1 1 auto; overflow: hidden; display: grid; grid-template-columns: repeat(3, 1fr);
    grid-auto-rows: min-content; align-content: start; gap: 2mm 5mm; border-top: 1.2pt solid #111; padding: 2mm 0; margin-top: 2mm; }
  .teaser h3 { font-size: 11pt; line-height: 1.15; margin: 0 0 0.15em; }
  .teaser p:last-child { margin: 0; }
  .contents { flex: none; margin-top: auto; border-top: 1.2pt solid #111; padding-top: 1.5mm; }
  .contents h2 { font-size: 1rem; margin: 0 0 1mm; }
  .contents ul { margin: 0; padding: 0; list-style: none; column-count: 4; column-gap: 4mm; font-size: 0.74rem; line-height: 1.3; }
  .contents li { break-inside: avoid; margin-bottom: 0.3em; }
  .contents .series { font-family: "Noto Sans", sans-serif; font-weight: 700; color: #a4161a; }

  .inside { column-count: 3; column-gap: 5mm; column-rule: 0.4pt solid #bbb; column-fill: auto; }
  .section { column-span: all; font-size: 13pt; border-top: 2pt solid #111; border-bottom: 0.6pt solid #111;
    padding: 0.6mm 0; margin: 0 0 2.5mm; break-after: avoid; }
  .section span[lang="ja"] { font-size: 9pt; font-weight: 400; margin-left: 0.5em; }
  .story { margin-bottom: 3mm; padding-bottom: 2mm; border-bottom: 0.4pt solid #bbb; }
  .story header { break-inside: avoid; break-after: avoid; }
  .story h3 { font-size: 12.5pt; line-height: 1.15; margin: 0 0 0.15em; }
  .story figure { break-inside: avoid; }
  .quiz { margin: 0 0 0.4em; padding-left: 1.4em; }
  .quiz li { break-inside: avoid; }
  .quiz p { margin: 0 0 0.15em; }
  .answers { font-size: 0.75rem; color: #333; }
`;

/** The whole issue as one HTML document. */
export const issueHtml = (issue: PrintIssue): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(issue.title)}</title>
<style>${styles}</style>
</head>
<body>
${frontPage(issue)}
<main class="inside">${insidePages(issue)}</main>
</body>
</html>
`;

/** The running foot of every page (page.pdf's footer template: its own tiny document). */
export const footerTemplate = (issue: PrintIssue): string => `
  <div style="width:100%;font-size:7pt;font-family:'Noto Sans CJK JP',sans-serif;color:#555;
    padding:0 ${pageMarginsMm.right + gutterMm}mm 0 ${pageMarginsMm.left}mm;display:flex;justify-content:space-between">
    <span>AWD Weekly　${issueDateJa(issue.issueDate)}</span>
    <span><span class="pageNumber"></span> / <span class="totalPages"></span></span>
  </div>`;
