import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { japaneseInCode } from "./lib/japanese-copy.ts";
import { repoRoot } from "./lib/stack.ts";

// Where copy lives (CONTRIBUTING.md): core and the API answer problem codes and English; the Japanese a
// reader or an editor reads is the web's (apps/web/src/messages/<area>.ts) or the identity provider's
// (apps/idp/src/messages.ts). This guard finds Japanese in the code of packages/core/src and
// apps/api/src (strings, templates, regular expressions, JSX text; comments may quote what a page says).

/**
 * The files whose Japanese is content, not copy, each with why. Anything else that holds Japanese is
 * copy in the wrong place: give it a problem code and put its words in the web's messages.
 */
const allowed: Record<string, string> = {
  "packages/core/src/site/series.ts":
    "the publication's series names and descriptions: data, as the articles' titles are",
  "packages/core/src/site/category-nav.ts":
    "the publication's section names (ニュース, クイズ…), the categories' own names",
  "packages/core/src/text/dates.ts": "the date format of feeds and pages (2026年11月21日), an output format",
  "packages/core/src/text/line-breaks.ts": "a regular expression that recognises Japanese dates and punctuation",
  "packages/core/src/feeds/rss-feed.ts": "the feed's title format, English title（日本語の題）, an output format",
  "apps/api/src/routes/podcast.ts": "the podcast feeds' titles and description: the publication's names for them",
  "apps/api/src/services/remote-config.ts": "the default survey questions: data an editor replaces on the desk",
  "apps/api/src/services/demo-accounts.ts": "the demo accounts' names: fixtures",
};

/** Test files, the test server's helpers and the fixtures tests share (`*-fixtures.ts`) may hold Japanese. */
const isFixture = (file: string) => /\.test\.ts$|\/test-[^/]*\.ts$|\/fixtures?\/|-fixtures\.ts$/.test(file);

const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(repoRoot, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => relative(repoRoot, join(repoRoot, dir, name)).replaceAll("\\", "/"));

const sources = [...sourcesUnder("packages/core/src"), ...sourcesUnder("apps/api/src")].filter((f) => !isFixture(f));

describe("japaneseInCode: the code's text that holds Japanese, never its comments", () => {
  it.each<[string, string, string[]]>([
    ["a string", 'const a = "ログイン";', ['"ログイン"']],
    ["a template", "const a = `#{n}文字`;", ["}文字`"]],
    ["a template's middle", "const a = `#{n}件と#{m}`;", ["}件と#{"]],
    ["a regular expression", "const r = /\\d+年/u;", ["/\\d+年/u"]],
    ["full-width brackets", 'const t = "Title（）";', ['"Title（）"']],
    ["an identifier", "const 値 = 1;", ["値"]],
    ["JSX text", "const p = <p>お知らせ</p>;", ["お知らせ"]],
    ["a line comment", '// "続きを読む" is the link\nconst a = "continue";', []],
    ["a block comment", "/** 有料 for this visitor */\nconst a = 1;", []],
    ["English", 'const a = "The message is empty";', []],
  ])("%s", (_, source, texts) => {
    // #{ stands for a template's placeholder, which a plain string may not spell.
    const placeholders = (text: string) => text.replaceAll("#{", "$" + "{");
    expect(japaneseInCode(placeholders(source), "file.tsx").map((f) => f.text)).toEqual(texts.map(placeholders));
  });
});

describe("no Japanese copy in core or the API (CONTRIBUTING.md, where copy lives)", () => {
  it("reads the sources", () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it.each(sources.filter((f) => !(f in allowed)))("%s holds no Japanese outside comments", (file) => {
    expect(japaneseInCode(readFileSync(join(repoRoot, file), "utf8"), file)).toEqual([]);
  });

  // A file that no longer holds Japanese leaves the list, so the list stays the truth.
  it.each(Object.keys(allowed))("%s, allowed, still holds its content", (file) => {
    expect(japaneseInCode(readFileSync(join(repoRoot, file), "utf8"), file).length).toBeGreaterThan(0);
  });
});
