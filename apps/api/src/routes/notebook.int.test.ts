import { notebookLimits } from "@awd/core/constants";
import { notebookWords, reviewCards, reviewLog } from "@awd/db/schema/notebook";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, statusCounts, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const free = "awd|demo-free";
const digital = "awd|demo-digital";
const minute = 60_000;

interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

/** A request as `subject` (anonymous when undefined). */
async function call(method: string, path: string, subject: string | undefined, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (subject) headers.authorization = `Bearer ${await server.accessToken(subject)}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Kept as sent: a CSV's byte-order mark is part of what the reader downloads.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  const json = response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : undefined;
  return { status: response.status, body: json, text, headers: response.headers };
}

interface Word {
  id: number;
  word: string;
  note: string;
  review: { due: string; reviewCount: number; state: string };
}
const dataOf = <T>(answer: Answer) => (answer.body as { data: T }).data;
const messageOf = (answer: Answer) => (answer.body as { message: string }).message;

let sentenceNumber = 0;
const entry = (extra: object = {}) => ({
  word: "resilient",
  lemma: "resilient",
  sentence: `The town proved resilient, number ${++sentenceNumber}.`,
  translation: "町は回復力があることを示した。",
  articleId: 12,
  ...extra,
});
async function save(subject: string, extra: object = {}): Promise<Word> {
  const answer = await call("POST", "/notebook/words", subject, entry(extra));
  expect(answer.status).toBe(201);
  return dataOf<Word>(answer);
}

describe("the notebook is for signed-in readers only", () => {
  it.each([
    ["GET", "/notebook/words"],
    ["POST", "/notebook/words"],
    ["POST", "/notebook/words/1/note"],
    ["DELETE", "/notebook/words/1"],
    ["GET", "/notebook/export.csv"],
    ["GET", "/notebook/export-anki.txt"],
    ["GET", "/review/due"],
    ["GET", "/review/due-count"],
    ["POST", "/review/cards/1/grade"],
  ])("%s %s answers 401 to an anonymous visitor, private and not stored", async (method, path) => {
    const answer = await call(method, path, undefined, method === "POST" ? {} : undefined);
    expect(answer.status).toBe(401);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("saving a word", () => {
  it("a free member saves a word with its sentence, translation and article; it is due at once", async () => {
    const answer = await call("POST", "/notebook/words", free, entry({ note: " 形容詞 ", meaning: "回復力のある" }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(dataOf<Word>(answer)).toMatchObject({
      word: "resilient",
      translation: "町は回復力があることを示した。",
      meaning: "回復力のある",
      articleId: 12,
      note: "形容詞",
      createdAt: new Date(server.clock.now).toISOString(),
      review: { due: new Date(server.clock.now).toISOString(), reviewCount: 0, state: "new" },
    });
  });

  it("saving the same word from the same sentence again answers the word kept, not a second one", async () => {
    const same = entry({ translation: null });
    const first = await call("POST", "/notebook/words", free, same);
    const again = await call("POST", "/notebook/words", free, same);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(dataOf<Word>(again).id).toBe(dataOf<Word>(first).id);
    const rows = await server.database.db.select().from(notebookWords).where(eq(notebookWords.sentence, same.sentence));
    expect(rows).toHaveLength(1);
  });

  it.each([
    { name: "a word over 100 characters", extra: { word: "a".repeat(101) }, message: "word: at most 100 characters" },
    {
      name: "a lemma over 100 characters",
      extra: { lemma: "a".repeat(101) },
      message: "lemma: at most 100 characters",
    },
    {
      name: "a sentence over 1,000 characters",
      extra: { sentence: "s".repeat(1001) },
      message: "sentence: at most 1000 characters",
    },
    {
      name: "a translation over 2,000 characters",
      extra: { translation: "訳".repeat(2001) },
      message: "translation: at most 2000 characters",
    },
    {
      name: "a meaning over 1,000 characters",
      extra: { meaning: "意".repeat(1001) },
      message: "meaning: at most 1000 characters",
    },
    { name: "a note over 500 characters", extra: { note: "n".repeat(501) }, message: "note: at most 500 characters" },
    { name: "an empty word", extra: { word: "   " }, message: "word: must not be empty" },
  ])("$name is refused with 422 and a plain message", async ({ extra, message }) => {
    const answer = await call("POST", "/notebook/words", free, entry(extra));
    expect(answer.status).toBe(422);
    expect(messageOf(answer)).toBe(message);
  });

  it("limits count characters as a reader sees them: 100 emoji are a 100-character word", async () => {
    const answer = await call("POST", "/notebook/words", free, entry({ word: "😀".repeat(100) }));
    expect(answer.status).toBe(201);
  });

  it("a notebook holds at most 10,000 words", async () => {
    const subject = "awd|full-notebook";
    await server.database.db.execute(sql`
      insert into notebook_words (subject, word, lemma, sentence, article_id, created_at, updated_at)
      select ${subject}, 'w' || n, 'w' || n, 's', 1, now(), now() from generate_series(1, 10000) as n`);
    const answer = await call("POST", "/notebook/words", subject, entry());
    expect(answer.status).toBe(422);
    expect(messageOf(answer)).toBe("A notebook holds at most 10000 words");
  });
});

describe("the list", () => {
  const reader = "awd|list-reader";
  beforeAll(async () => {
    for (const [i, word] of ["banana", "Apple", "cherry_pie"].entries()) {
      server.clock.now += minute;
      await save(reader, { word, lemma: word, note: i === 1 ? "red fruit" : "" });
    }
  });
  const words = async (query: string) =>
    dataOf<{ items: Word[]; total: number; pageCount: number }>(await call("GET", `/notebook/words${query}`, reader));

  it.each([
    { query: "", order: ["cherry_pie", "Apple", "banana"] },
    { query: "?sort=oldest", order: ["banana", "Apple", "cherry_pie"] },
    { query: "?sort=word", order: ["Apple", "banana", "cherry_pie"] },
    { query: "?q=APP", order: ["Apple"] },
    { query: "?q=red%20fruit", order: ["Apple"] },
    { query: "?q=_", order: ["cherry_pie"] },
    { query: "?p=2", order: [] },
  ])("GET /notebook/words$query lists $order", async ({ query, order }) => {
    expect((await words(query)).items.map((w) => w.word)).toEqual(order);
  });

  it("says how many words match and how many pages they fill", async () => {
    expect(await words("?q=an")).toMatchObject({ total: 1, pageCount: 1 });
    expect(await words("")).toMatchObject({ total: 3, pageCount: 1 });
  });

  it("refuses a sort it does not know with 422", async () => {
    expect((await call("GET", "/notebook/words?sort=random", reader)).status).toBe(422);
  });

  it("refuses numbers past PostgreSQL's integers (422 in a body, 404 in a path), never a database error", async () => {
    const tooBig = 2_147_483_648;
    expect((await call("POST", "/notebook/words", reader, entry({ articleId: tooBig }))).status).toBe(422);
    const word = await save(reader, { word: "integer", lemma: "integer", sentence: "An integer is a whole number." });
    expect(
      (await call("POST", `/review/cards/${word.id}/grade`, reader, { grade: "good", reviewCount: tooBig })).status,
    ).toBe(422);
    for (const id of [String(tooBig), "99999999999"])
      expect((await call("POST", `/notebook/words/${id}/note`, reader, { note: "x" })).status).toBe(404);
  });

  it("refuses a search holding a NUL with 422, which PostgreSQL cannot compare", async () => {
    const answer = await call("GET", "/notebook/words?q=an%00", reader);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: "q: text may not contain NUL characters (\\u0000)" });
  });

  it("refuses a search one character past the limit the words page's search box holds to", async () => {
    const within = await call("GET", `/notebook/words?q=${"a".repeat(notebookLimits.searchMaxLength)}`, reader);
    expect(within.status).toBe(200);
    const past = await call("GET", `/notebook/words?q=${"a".repeat(notebookLimits.searchMaxLength + 1)}`, reader);
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ message: `q: at most ${notebookLimits.searchMaxLength} characters` });
  });
});

describe("note, delete and export", () => {
  it("a reader replaces the note of their word", async () => {
    const word = await save(free);
    server.clock.now += minute;
    const answer = await call("POST", `/notebook/words/${word.id}/note`, free, { note: "覚える" });
    expect(answer.status).toBe(200);
    expect(dataOf<Word & { updatedAt: string }>(answer)).toMatchObject({
      note: "覚える",
      updatedAt: new Date(server.clock.now).toISOString(),
    });
  });

  it("a reader deletes their word, and its schedule with it", async () => {
    const word = await save(free);
    expect((await call("DELETE", `/notebook/words/${word.id}`, free)).status).toBe(200);
    expect(await server.database.db.select().from(reviewCards).where(eq(reviewCards.wordId, word.id))).toEqual([]);
    expect((await call("DELETE", `/notebook/words/${word.id}`, free)).status).toBe(404);
  });

  it("exports the notebook as CSV and as Anki text, as downloads", async () => {
    const reader = "awd|export-reader";
    await save(reader, {
      word: "brave",
      lemma: "brave",
      meaning: "showing courage",
      sentence: "She was brave, truly.",
      note: "勇敢な",
    });
    const csv = await call("GET", "/notebook/export.csv", reader);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="awd-notebook.csv"');
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    expect(csv.text.split("\r\n").slice(0, 2)).toEqual([
      "\uFEFFword,lemma,meaning,sentence,translation,note,article,saved_at",
      `brave,brave,showing courage,"She was brave, truly.",町は回復力があることを示した。,勇敢な,12,${new Date(server.clock.now).toISOString()}`,
    ]);
    const anki = await call("GET", "/notebook/export-anki.txt", reader);
    expect(anki.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(anki.text.split("\n")[3]).toBe(
      "brave\tshowing courage / She was brave, truly. / 町は回復力があることを示した。 / 勇敢な",
    );
  });

  it("lets a reader download their notebook 20 times an hour, the two formats together, then answers 429", async () => {
    const reader = "awd|export-burst";
    const paths = ["/notebook/export.csv", "/notebook/export-anki.txt"];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => call("GET", paths[i % 2] as string, reader)),
    );
    expect(statusCounts(answers)).toEqual({ 200: 20, 429: 4 });
    const refused = answers.find((a) => a.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call("GET", "/notebook/export.csv", "awd|another-reader")).status).toBe(200);
  });

  it("lets the site's pages read Retry-After, so a reader refused a download is told when to try again", async () => {
    const response = await fetch(`${server.url}/notebook/export.csv`, {
      headers: {
        origin: "http://localhost:3000",
        authorization: `Bearer ${await server.accessToken("awd|export-origin")}`,
      },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(response.headers.get("access-control-expose-headers")?.toLowerCase().split(/,\s*/)).toContain("retry-after");
  });
});

describe("review", () => {
  it("due cards come longest overdue first, with the due count; a graded card leaves the queue", async () => {
    const reader = "awd|review-reader";
    const first = await save(reader, { word: "first" });
    server.clock.now += minute;
    const second = await save(reader, { word: "second" });
    const due = dataOf<{ cards: Word[]; dueCount: number }>(await call("GET", "/review/due", reader));
    expect(due.cards.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(due.dueCount).toBe(2);

    const graded = await call("POST", `/review/cards/${first.id}/grade`, reader, { grade: "good", reviewCount: 0 });
    expect(dataOf<{ counted: boolean; word: Word }>(graded)).toMatchObject({
      counted: true,
      word: {
        review: { reviewCount: 1, state: "learning", due: new Date(server.clock.now + 10 * minute).toISOString() },
      },
    });
    expect(dataOf(await call("GET", "/review/due-count", reader))).toEqual({ dueCount: 1 });
    server.clock.now += 10 * minute;
    expect(dataOf(await call("GET", "/review/due-count", reader))).toEqual({ dueCount: 2 });
  });

  it("ten identical grades sent at once count once", async () => {
    const word = await save(free, { word: "concurrent" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", `/review/cards/${word.id}/grade`, free, { grade: "easy", reviewCount: 0 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => dataOf<{ counted: boolean }>(a).counted)).toHaveLength(1);
    const log = await server.database.db.select().from(reviewLog).where(eq(reviewLog.wordId, word.id));
    expect(log.map((l) => [l.reps, l.grade])).toEqual([[0, "easy"]]);
    const [card] = await server.database.db.select().from(reviewCards).where(eq(reviewCards.wordId, word.id));
    expect(card).toMatchObject({ reps: 1, state: "review" });
  });

  it("refuses a grade it does not know with 422", async () => {
    const word = await save(free);
    const answer = await call("POST", `/review/cards/${word.id}/grade`, free, { grade: "perfect", reviewCount: 0 });
    expect(answer.status).toBe(422);
  });
});

describe("no reader reaches another reader's words", () => {
  let owned: Word;
  beforeAll(async () => {
    owned = await save(digital, { word: "secret", lemma: "secret", note: "mine" });
  });

  it.each([
    { name: "note", method: "POST", path: (id: number) => `/notebook/words/${id}/note`, body: { note: "theirs" } },
    { name: "delete", method: "DELETE", path: (id: number) => `/notebook/words/${id}`, body: undefined },
    {
      name: "grade",
      method: "POST",
      path: (id: number) => `/review/cards/${id}/grade`,
      body: { grade: "easy", reviewCount: 0 },
    },
  ])("$name on another reader's word is 404, as a word that does not exist, and changes nothing", async (route) => {
    const theirs = await call(route.method, route.path(owned.id), free, route.body);
    const missing = await call(route.method, route.path(999_999_999), free, route.body);
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    expect(messageOf(theirs)).toBe(messageOf(missing));
    const [row] = await server.database.db
      .select()
      .from(notebookWords)
      .innerJoin(reviewCards, eq(reviewCards.wordId, notebookWords.id))
      .where(eq(notebookWords.id, owned.id));
    expect(row).toMatchObject({ notebook_words: { note: "mine" }, review_cards: { reps: 0 } });
  });

  it.each([
    ["GET /notebook/words", "/notebook/words?q=secret"],
    ["GET /review/due", "/review/due"],
    ["GET /notebook/export.csv", "/notebook/export.csv"],
    ["GET /notebook/export-anki.txt", "/notebook/export-anki.txt"],
  ])("%s never shows another reader's words", async (_, path) => {
    const answer = await call("GET", path, free);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain("secret");
    expect((await call("GET", path, digital)).text).toContain("secret");
  });

  it("GET /review/due-count counts only the reader's own cards", async () => {
    const reader = "awd|count-reader";
    await save(reader);
    expect(dataOf(await call("GET", "/review/due-count", reader))).toEqual({ dueCount: 1 });
  });

  it("saving the same word and sentence as another reader makes the reader their own word", async () => {
    const mine = await call("POST", "/notebook/words", free, {
      word: owned.word,
      lemma: "secret",
      sentence: (await server.database.db.select().from(notebookWords).where(eq(notebookWords.id, owned.id)))[0]
        ?.sentence,
      articleId: 12,
    });
    expect(mine.status).toBe(201);
    expect(dataOf<Word>(mine).id).not.toBe(owned.id);
  });
});
