import AxeBuilder from "@axe-core/playwright";
import { newestOf, paidOf } from "./support/content.ts";
import { expect, test } from "./support/test.ts";

// Accessibility as an error (docs: style.md): axe finds no violation on any screen, at desktop and
// at phone width.

const screens = async (request: Parameters<typeof newestOf>[0]) => {
  const free = await newestOf(request, "news-topics");
  const quiz = await newestOf(request, "phrase-it-right");
  const dictation = await newestOf(request, "listen-and-write");
  const paid = await paidOf(request, "news-topics");
  // The screens of the bar, then the other kinds of page (checked at desktop width only).
  const required: [string, string][] = [
    ["home", "./"],
    ["a category", "./?category=ColumnEssay"],
    ["a series list", "news-topics"],
    ["a free article", free.path],
    ["an audio page", `audios/${free.summary.id}`],
    ["help", "help.html"],
    ["FAQ", "faq.html"],
    ["404", "no-such-page"],
  ];
  const others: [string, string][] = [
    ["the content list", "contents"],
    ["a paid article", paid.path],
    ["a quiz article", quiz.path],
    ["a dictation article", dictation.path],
    ["the audio list", "audios"],
    ["terms", "guide.html"],
  ];
  return { required, others };
};

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`axe finds no violation at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const { required, others } = await screens(request);
    for (const [name, url] of viewport.width > 500 ? [...required, ...others] : required) {
      await page.goto(url);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(summary, name).toEqual([]);
    }
  });
}
