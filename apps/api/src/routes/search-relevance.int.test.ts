import { dataOf } from "@awd/core/contract/envelope";
import { searchPageSchema } from "@awd/core/contract/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";

// A judged set over the sample edition (content/articles): for each query, the articles a reader
// would expect to see first. Each must be among the top 3 results.
const judged: [kind: string, query: string, expected: number[]][] = [
  // English words
  ["English word", "coral", [501]],
  ["English word", "calligraphy", [2603]],
  ["English word", "persimmon", [601]],
  ["English word", "bathhouse", [802]],
  ["English word", "Greensleeves", [1601]],
  ["English word", "Lisbon", [1703]],
  ["English word, any case", "EDINBURGH", [1701]],
  ["English word in the body only", "turtle", [2502, 2505]],
  // Inflected forms: the stem finds the other forms
  ["inflected form", "glacier", [504]],
  ["inflected form", "shrink", [504]],
  ["inflected form", "bee", [505]],
  ["inflected form", "drone", [105]],
  ["inflected form", "umbrella", [404, 604]],
  ["inflected form", "thanksgiving", [1505]],
  ["inflected form", "retired husband", [1804]],
  // Title words and phrases
  ["title words", "empty houses", [204, 703]],
  ["title phrase", "sweet potatoes", [102, 2301]],
  ["title phrase", "vending machine", [402]],
  ["title phrase", "night trains", [203]],
  ["title phrase", "AI interpreters", [205]],
  ["title phrase", "Let's call it a night", [2203]],
  ["title phrase", "rain check", [902]],
  ["phrase with stop words", "I owe you one", [905]],
  ["English words across title and text", "Halloween costumes", [103]],
  // Japanese words
  ["Japanese word", "銭湯", [802]],
  ["Japanese word", "図書館", [705]],
  ["Japanese word", "書道", [2603]],
  ["Japanese word", "氷河", [504]],
  ["Japanese word", "紅葉", [303, 502, 101]],
  ["Japanese word", "夜行列車", [203]],
  ["Japanese word", "定年退職", [1804]],
  ["Japanese phrase", "つながらない権利", [704]],
  ["Japanese word in the text", "温暖化", [201]],
  // Katakana
  ["katakana", "サンゴ", [501]],
  ["katakana", "ドローン", [105]],
  ["katakana", "イルミネーション", [2304, 405]],
  ["katakana for a word written in hiragana", "コタツ", [2305, 2004, 1504]],
  ["katakana without the long vowel", "ハロウィン", [2303]],
  ["half-width katakana", "ｻﾝｺﾞ", [501]],
  // Partial Japanese words
  ["partial katakana", "イルミ", [2304, 405]],
  ["katakana inside a longer word", "スパイス", [1903]],
  ["partial kanji compound", "販売機", [402]],
  // Mixed scripts and full-width letters
  ["mixed scripts", "AI通訳", [205]],
  ["full-width letters", "ｋｏｔａｔｓｕ", [2305, 2004, 1504]],
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe(`search relevance: ${judged.length} judged queries over the sample edition`, () => {
  it.each(judged)("%s: %s", async (_, query, expected) => {
    const { status, body } = await server.get(`/search?q=${encodeURIComponent(query)}`);
    expect(status).toBe(200);
    const top3 = dataOf(body, searchPageSchema)
      .items.slice(0, 3)
      .map((item) => item.articleId);
    for (const id of expected) expect(top3, `top 3 for "${query}"`).toContain(id);
  });
});
