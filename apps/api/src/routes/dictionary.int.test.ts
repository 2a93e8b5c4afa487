import { dictionaryCacheControl, dictionaryEntrySchema } from "@awd/core/contract/dictionary";
import { dataOf } from "@awd/core/contract/envelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const lookUp = async (word: string, headers?: Record<string, string>) => {
  const answer = await server.get(`/dictionary?${new URLSearchParams({ word })}`, headers);
  return {
    ...answer,
    get entry() {
      return dataOf(answer.body, dictionaryEntrySchema);
    },
  };
};

describe("GET /dictionary", () => {
  it("answers the dictionary form and WordNet senses with a gloss and an example", async () => {
    const { status, entry } = await lookUp("dogs");
    expect(status).toBe(200);
    expect(entry.lemma).toBe("dog");
    expect(entry.senses[0]).toEqual({
      partOfSpeech: "noun",
      headword: "dog",
      gloss: expect.stringContaining("a member of the genus Canis"),
      example: "the dog barked all night",
      synonyms: ["domestic dog", "Canis familiaris"],
    });
  });

  it.each([
    ["an irregular verb", "went", "go", "verb", "go"],
    ["a noun under its own base form", "leaves", "leave", "noun", "leaf"],
    ["a possessive", "Japan’s", "japan", "noun", "japan"],
    ["an irregular adjective", "better", "good", "adjective", "good"],
    ["a compound", "ice cream", "ice cream", "noun", "ice cream"],
  ])("%s: %s", async (_name, word, lemma, partOfSpeech, headword) => {
    const { status, entry } = await lookUp(word);
    expect(status).toBe(200);
    expect(entry.lemma).toBe(lemma);
    expect(entry.senses).toContainEqual(expect.objectContaining({ partOfSpeech, headword }));
  });

  it("gives at most six senses, taking turns between parts of speech", async () => {
    const { entry } = await lookUp("run");
    expect(entry.senses).toHaveLength(6);
    expect(entry.senses.slice(0, 2).map((s) => s.partOfSpeech)).toEqual(["verb", "noun"]);
  });

  it("is public and cached for long, without credentials", async () => {
    const { headers } = await lookUp("train");
    expect(headers.get("cache-control")).toBe(dictionaryCacheControl);
    expect(dictionaryCacheControl).toMatch(/^public, max-age=\d{7,}$/);
  });

  it("is never cached when asked with credentials", async () => {
    const { status, headers } = await lookUp("train", { authorization: "Bearer x" });
    expect(status).not.toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 404 with the error body, cached too, for a word WordNet does not have", async () => {
    const { status, body, headers } = await lookUp("kotatsu");
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'No dictionary entry for "kotatsu"', status_code: 404 });
    expect(headers.get("cache-control")).toBe(dictionaryCacheControl);
  });

  it.each([
    ["missing", "/dictionary"],
    ["empty", "/dictionary?word="],
    ["a number", "/dictionary?word=1%2C000"],
    ["markup", "/dictionary?word=%3Cscript%3E"],
    ["65 letters", `/dictionary?word=${"a".repeat(65)}`],
    ["repeated", "/dictionary?word=a&word=b"],
  ])("refuses %s with 422 and a plain message", async (_name, path) => {
    const { status, body } = await server.get(path);
    expect(status).toBe(422);
    expect(body).toMatchObject({ status_code: 422, message: expect.stringMatching(/^word: /) });
  });

  it("answers 1,000 lookups fast (prints p50 and p95)", async () => {
    const words = [
      "dogs",
      "went",
      "leaves",
      "better",
      "running",
      "children",
      "kotatsu",
      "announcing",
      "acorns",
      "ached",
    ];
    await lookUp("warm");
    const times: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const started = performance.now();
      await lookUp(words[i % words.length] ?? "dog");
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p50 = times[499] ?? 0;
    const p95 = times[949] ?? 0;
    console.info(`GET /dictionary over HTTP, 1,000 lookups: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
    expect(p95).toBeLessThan(50);
  }, 60_000);
});
