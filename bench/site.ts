import { join } from "node:path";
import {
  buildWeb,
  busyPorts,
  repoRoot,
  type StackPorts,
  stackEnv,
  startStack,
  webBuildIsStale,
} from "../scripts/lib/stack.ts";

// The site a benchmark measures: BENCH_SITE_URL when given (a stack already running, e.g. npm
// start), else a production stack of its own on its own ports and database, built first when stale
// and stopped afterwards. Benchmarks print figures; they never assert a time.
export async function withSite<T>(ports: StackPorts, run: (siteUrl: string) => Promise<T>): Promise<T> {
  const given = process.env.BENCH_SITE_URL;
  if (given) return run(given.endsWith("/") ? given : `${given}/`);
  const busy = await busyPorts(ports);
  if (busy.length > 0) throw new Error(busy.join("\n"));
  const env = {
    ...stackEnv(ports),
    PGLITE_DIR: join(repoRoot, ".data/bench/pglite"),
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  };
  const stack = await startStack(ports, env, async () => {
    if (!webBuildIsStale()) return;
    console.log("Building the web app…");
    await buildWeb(env);
  });
  try {
    return await run(stack.siteUrl);
  } finally {
    await stack.stop();
  }
}

/** An article that is free (full text in the page) and has audio: the newest of News Topics. */
export async function sampleArticlePath(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/articles?series=news-topics&limit=1`);
  const { data } = (await response.json()) as { data: { items: { id: number; seriesPath: string }[] } };
  const article = data.items[0];
  if (!article) throw new Error("the edition has no News Topics article");
  return `${article.seriesPath}/${article.id}`;
}

/** A paid article (not the newest) of News Topics: its text comes only to a subscriber, after sign-in. */
export async function paidArticlePath(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/articles?series=news-topics&limit=5`);
  const { data } = (await response.json()) as {
    data: { items: { id: number; seriesPath: string; isFree: boolean }[] };
  };
  const article = data.items.find((item) => !item.isFree);
  if (!article) throw new Error("the edition has no paid News Topics article");
  return `${article.seriesPath}/${article.id}`;
}
