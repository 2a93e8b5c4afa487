// npm run bench:review [-- --cards 10000 --requests 200]
//
// The notebook and review API with one reader holding N cards (half of them due, spread over the past
// month; the rest due over the next year): the real API over HTTP on a fresh test database (in-memory
// PGlite, or a temporary database on DATABASE_URL with AWD_TEST_DB=postgres), each route asked
// `requests` times by one client and then by 10 at once. Prints p50/p95/max in ms; asserts nothing.

import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startTestServer } from "@awd/api/test-server";
import { reviewCards } from "@awd/db/schema/notebook";
import { and, eq, lte, sql } from "drizzle-orm";

const { values: args } = parseArgs({
  options: { cards: { type: "string", default: "10000" }, requests: { type: "string", default: "200" } },
});
const cards = Number(args.cards);
const requests = Number(args.requests);
const concurrencies = [1, 10];
const subject = "awd|bench-reader";

const server = await startTestServer({ content: false });
const token = await server.accessToken(subject);
const now = server.clock.now;

await server.database.db.execute(sql`
  insert into notebook_words (subject, word, lemma, sentence, translation, article_id, note, created_at, updated_at)
  select ${subject}, 'word' || n, 'word' || n, 'A sentence holding word' || n || ' among others.',
         '訳文 ' || n, 1 + n % 50, case when n % 10 = 0 then 'note ' || n else '' end,
         to_timestamp(${now / 1000}) - (n || ' minutes')::interval, to_timestamp(${now / 1000})
  from generate_series(1, ${cards}) as n`);
await server.database.db.execute(sql`
  insert into review_cards (word_id, subject, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
  select id, subject,
         case when id % 2 = 0 then to_timestamp(${now / 1000}) - ((id % 30) || ' days')::interval
              else to_timestamp(${now / 1000}) + ((id % 365) || ' days')::interval end,
         0, 0, 0, 0, 0, 0, 'new', null
  from notebook_words where subject = ${subject}`);
await server.database.db.execute(sql`analyze`);

const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
const dueIds = (
  await server.database.db
    .select({ id: reviewCards.wordId })
    .from(reviewCards)
    .where(and(eq(reviewCards.subject, subject), lte(reviewCards.due, new Date(now))))
    .orderBy(reviewCards.wordId)
).map((r) => r.id);
let graded = 0;

interface Probe {
  name: string;
  request: () => Promise<Response>;
}
const get = (path: string) => () => fetch(`${server.url}${path}`, { headers });
const probes: Probe[] = [
  { name: "GET /review/due", request: get("/review/due") },
  { name: "GET /review/due-count", request: get("/review/due-count") },
  {
    name: "POST /review/cards/{id}/grade",
    request: () => {
      const id = dueIds[graded++ % dueIds.length];
      return fetch(`${server.url}/review/cards/${id}/grade`, {
        method: "POST",
        headers,
        body: JSON.stringify({ grade: "good", reviewCount: 0 }),
      });
    },
  },
  { name: "GET /notebook/words", request: get("/notebook/words") },
  { name: "GET /notebook/words?sort=due&p=100", request: get("/notebook/words?sort=due&p=100") },
  { name: "GET /notebook/words?q=word123", request: get("/notebook/words?q=word123") },
  { name: "GET /notebook/export.csv", request: get("/notebook/export.csv") },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function measure(probe: Probe, clients: number, count: number) {
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next++ < count) {
        const start = performance.now();
        const response = await probe.request();
        await response.arrayBuffer();
        times.push(performance.now() - start);
        if (!response.ok) failed++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(1).padStart(9);
  return `${ms(percentile(times, 0.5))}${ms(percentile(times, 0.95))}${ms(times.at(-1) ?? 0)}${String(failed).padStart(8)}`;
}

try {
  console.log(
    `${server.database.kind}, one reader with ${cards} cards (${dueIds.length} due), ${requests} requests each`,
  );
  console.log(
    `${"route".padEnd(38)}${"clients".padStart(8)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"max ms".padStart(9)}${"failed".padStart(8)}`,
  );
  for (const probe of probes) {
    await measure(probe, 1, 10); // warm-up
    for (const clients of concurrencies)
      console.log(`${probe.name.padEnd(38)}${String(clients).padStart(8)}${await measure(probe, clients, requests)}`);
  }
} finally {
  await server.close();
}
