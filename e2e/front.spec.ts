import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { frontRefreshHeader } from "@awd/core/deployment";
import { productionStackDir, repoRoot } from "../scripts/lib/stack.ts";
import { newestOf } from "./support/content.ts";
import { processListeningOn } from "./support/front.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { apiUrl, e2ePorts, siteUrl } from "./support/stack.ts";
import { expect, test } from "./support/test.ts";

// start:prod only (E2E_TOPOLOGY=production): what the caching front promises. Pages are kept as the
// site's Cache-Control says and answered while every web process is down; nothing about one reader
// is ever kept; the browser's files come from disk, compressed and immutable; an import reaches
// every web process and the front within the import command's run.

const webProcessPorts = [e2ePorts.web + 10, e2ePorts.web + 11];
const apiProcessPorts = [e2ePorts.web + 20, e2ePorts.web + 21];
const cacheStatus = (response: { headers(): Record<string, string> }) => response.headers()["x-cache-status"];

test("the front answers robots.txt at the host's root itself, and keeps the feeds like the lists", async ({
  request,
}) => {
  const robots = await request.get(new URL("/robots.txt", siteUrl).href, { maxRedirects: 0 });
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap: ");
  await request.get(`${siteUrl}feed.xml`);
  const feed = await request.get(`${siteUrl}feed.xml`);
  expect(feed.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  expect(cacheStatus(feed)).toBe("HIT");
});

test("a public page and a search are kept by the front; an API answer with credentials never", async ({ request }) => {
  await request.get(siteUrl);
  const again = await request.get(siteUrl);
  expect(again.status()).toBe(200);
  expect(cacheStatus(again)).toBe("HIT");
  expect(again.headers()["cache-control"]).toContain("s-maxage=");

  // Only the site, with its secret, may make the front fetch a page again: a guess is answered from the cache.
  const guess = await request.get(siteUrl, { headers: { [frontRefreshHeader]: "awd-dev-revalidat" } });
  expect(cacheStatus(guess)).toBe("HIT");

  // Search results are the same for every reader: kept a minute under the word and page, shared.
  const word = `train${Date.now()}`;
  const search = await request.get(`${siteUrl}search?p=1&q=${word}`);
  expect(cacheStatus(search)).toBe("MISS");
  const searchAgain = await request.get(`${siteUrl}search?q=${word}&cb=1&p=1`);
  expect(cacheStatus(searchAgain)).toBe("HIT");
  expect(searchAgain.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  expect(await searchAgain.text()).toBe(await search.text());
  for (let i = 0; i < 2; i++) {
    const personal = await request.get(`${apiUrl}/auth/right`, { headers: { authorization: "Bearer not-a-token" } });
    expect(cacheStatus(personal)).toBe("BYPASS");
  }
});

test("a query parameter no page reads neither misses the cache nor adds a copy; those a list reads do", async ({
  request,
}) => {
  const { path } = await newestOf(request, "easy-word-skits");
  const keptPages = () =>
    readdirSync(join(productionStackDir(e2ePorts.web), "front", "cache", "pages"), { recursive: true }).length;
  const article = `${siteUrl}${path}`;
  await request.get(article);
  const before = keptPages();
  // A cache-buster, a campaign tag and an alliance token (read by the browser): the copy already kept.
  for (const query of ["?cb=1", "?cb=2", "?utm_source=mail&cb=3", "?awdAllianceToken=t"]) {
    const response = await request.get(`${article}${query}`);
    expect(response.status(), query).toBe(200);
    expect(cacheStatus(response), query).toBe("HIT");
  }
  expect(keptPages()).toBe(before);

  // The home list reads its category and page, in any order and beside other parameters.
  const home = siteUrl.replace(/\/$/, "");
  // A path ending in "/" is redirected by the front itself, its query kept.
  const slashed = await request.get(`${siteUrl}?category=News&page=2`, { maxRedirects: 0 });
  expect(slashed.status()).toBe(308);
  expect(slashed.headers().location).toBe("/awd?category=News&page=2");
  const second = await (await request.get(`${home}?category=News&page=2`)).text();
  const again = await request.get(`${home}?page=2&cb=4&category=News`);
  expect(cacheStatus(again)).toBe("HIT");
  expect(await again.text()).toBe(second);
  expect(second).not.toBe(await (await request.get(`${home}?category=News`)).text());
  // A name in another case or a page the site would not read is its first page, not a copy of its own.
  await request.get(home);
  for (const query of ["?PAGE=2", "?page=0", "?page=2x"]) {
    const response = await request.get(`${home}${query}`);
    expect(cacheStatus(response), query).toBe("HIT");
  }
});

test("the API's internal routes are not reachable through the front", async ({ request }) => {
  const response = await request.post(`${apiUrl}/internal/desk`, { data: { args: ["list"] } });
  expect(response.status()).toBe(404);
});

test("a body past the API's limit is refused at the front, and leaves every API process in rotation", async ({
  request,
}) => {
  // What an anonymous client once did to make the API answer 502 to everyone: bodies of 900 KB,
  // which the API stops reading at 64 KB, then closes on; the front took that for a failed process.
  const big = "x".repeat(900 * 1024);
  for (let i = 0; i < 10; i++) {
    const refused = await request.post(`${apiUrl}/events`, {
      headers: { "content-type": "application/json" },
      data: big,
    });
    expect(refused.status()).toBe(413);
    expect(await refused.json()).toEqual({
      message: "A request body is at most 64 KB",
      status_code: 413,
      request_id: expect.any(String),
    });
  }
  // Then a burst of them among readers' requests: no reader's request may fail for it.
  const burst = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      i % 2 === 0
        ? request.post(`${apiUrl}/events`, { headers: { "content-type": "application/json" }, data: big })
        : request.get(`${apiUrl}/auth/right`),
    ),
  );
  const after = await Promise.all(Array.from({ length: 20 }, () => request.get(`${apiUrl}/auth/right`)));
  const failed = [...burst, ...after].map((response) => response.status()).filter((status) => status >= 500);
  expect(failed).toEqual([]);
  // A body at the limit still reaches the API, which reads it (and refuses what is not a batch of events).
  const atLimit = await request.post(`${apiUrl}/events`, {
    headers: { "content-type": "application/json" },
    data: JSON.stringify({ events: [], padding: "x".repeat(60 * 1024) }),
  });
  expect(atLimit.status()).toBeLessThan(500);
  expect(atLimit.status()).not.toBe(413);
});

test("a request for many byte ranges of a file gets the file once, never more bytes than it holds", async ({
  request,
}) => {
  const image = `${siteUrl}static/media/images/default-fallback.webp`;
  const whole = await request.get(image);
  expect(whole.status()).toBe(200);
  const size = (await whole.body()).length;
  const ranges = Array.from({ length: 1000 }, (_, i) => `${i % size}-${i % size}`).join(",");
  const many = await request.get(image, { headers: { range: `bytes=${ranges}` } });
  expect((await many.body()).length).toBeLessThanOrEqual(size);
  // One range, as audio seeking asks, is still answered as a part.
  const one = await request.get(image, { headers: { range: "bytes=0-9" } });
  expect(one.status()).toBe(206);
  expect((await one.body()).length).toBe(10);
});

test("twenty identical searches at once are not queued behind one another", async ({ request }) => {
  const started = Date.now();
  const word = `autumn${Date.now()}`;
  const answers = await Promise.all(Array.from({ length: 20 }, () => request.get(`${siteUrl}search?p=1&q=${word}`)));
  const seconds = (Date.now() - started) / 1000;
  expect(answers.map((answer) => answer.status())).toEqual(Array(20).fill(200));
  // The cache lock polled every 0.5 s per waiting request: 20 took 5.6–9.8 s through the front.
  // Behind a lock only the first is a MISS and every other waits for its copy; without one, those
  // that came before the first answer was kept each reach a web process.
  expect(answers.filter((answer) => cacheStatus(answer) === "MISS").length).toBeGreaterThan(1);
  console.log(`20 concurrent identical searches through the front: ${seconds.toFixed(1)} s`);
});

test("a personal podcast feed and its episodes name the front, never one API process", async ({ page, request }) => {
  await signIn(page, demo.digital);
  // The reader's credentials, as the page's own request for the right (its after-paint request) carries them.
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith("/reader/after-paint"));
  await page.goto("./");
  const headers = await (await asked).allHeaders();
  const credentials = { authorization: headers.authorization ?? "", "auth0-id-token": headers["auth0-id-token"] ?? "" };
  const issued = await request.post(`${apiUrl}/podcast/feed-token`, { headers: credentials });
  expect(issued.status()).toBe(201);
  const { url } = ((await issued.json()) as { data: { url: string } }).data;
  try {
    const front = `http://localhost:${e2ePorts.api}/`;
    expect(url.startsWith(`${front}podcast/feeds/`)).toBe(true);
    const feed = await (await request.get(url)).text();
    // Every address the feed gives a podcast app (enclosures, artwork, self link) is the front's.
    const addresses = [...feed.matchAll(/(?:url|href)="(http[^"]+)"/g)].map((match) => match[1] ?? "");
    expect(addresses.length).toBeGreaterThan(0);
    const site = `http://localhost:${e2ePorts.web}/`;
    expect(addresses.filter((address) => !address.startsWith(front) && !address.startsWith(site))).toEqual([]);
  } finally {
    await request.delete(`${apiUrl}/podcast/feed-token`, { headers: credentials });
  }
});

test("the browser's files come from disk, immutable and compressed", async ({ request }) => {
  const html = await (await request.get(siteUrl)).text();
  const script = html.match(/\/awd\/_next\/static\/[^"]+\.js/)?.[0];
  expect(script, "the home page loads a script").toBeDefined();
  const response = await request.get(new URL(script as string, siteUrl).href, {
    headers: { "accept-encoding": "gzip" },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  const page = await request.get(siteUrl, { headers: { "accept-encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
});

test("browsers check the service worker every time; the front keeps it a minute, emptied at a deploy", async ({
  request,
}) => {
  const statuses: string[] = [];
  for (const attempt of [1, 2]) {
    const response = await request.get(new URL("/awd/serwist/sw.js", siteUrl).href);
    expect(response.status(), `request ${attempt}`).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/javascript/);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(response.headers()["service-worker-allowed"]).toBe("/");
    statuses.push(cacheStatus(response) ?? "");
  }
  // A visit's first page no longer asks a web process for it; start:prod starts with an empty cache.
  expect(statuses[1]).toBe("HIT");
});

test("a search the API did not answer is said to have failed, and never kept for other readers", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = `train${Date.now()}`;
  const results = `${siteUrl}search?p=1&q=${word}`;
  const failure = page.getByRole("alert").filter({ hasText: "検索結果を読み込めませんでした" });
  const groups = apiProcessPorts.map(processListeningOn);
  // Frozen rather than killed: start:prod would restart a killed process within a second.
  for (const group of groups) process.kill(group, "SIGSTOP");
  try {
    const failed = await request.get(results, { timeout: 30_000 });
    expect(failed.status()).toBe(500);
    expect(cacheStatus(failed)).not.toBe("HIT");
    await page.goto(`search?p=1&q=${word}`);
    await expect(failure).toBeVisible();
  } finally {
    for (const group of groups) process.kill(group, "SIGCONT");
  }
  // The next reader of the same word gets the results, not the failure kept for a minute.
  const again = await request.get(results);
  expect(again.status()).toBe(200);
  expect(await again.text()).not.toContain("検索結果を読み込めませんでした");
  // The reader who saw the failure asks again and gets them too.
  await page.getByRole("button", { name: "もう一度検索する" }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(word);
});

test("with both web processes stopped, cached pages still answer 200", async ({ request }) => {
  const { summary, path } = await newestOf(request, "easy-word-skits");
  const pages = [siteUrl, `${siteUrl}${path}`, `${siteUrl}?category=News`];
  for (const url of pages) await request.get(url);
  const groups = webProcessPorts.map(processListeningOn);
  // Frozen rather than killed: start:prod would restart a killed process within a second.
  for (const group of groups) process.kill(group, "SIGSTOP");
  try {
    for (const url of pages) {
      const response = await request.get(url, { timeout: 10_000 });
      expect(response.status(), url).toBe(200);
    }
    expect(await (await request.get(`${siteUrl}${path}`)).text()).toContain(summary.titleEn);
  } finally {
    for (const group of groups) process.kill(group, "SIGCONT");
  }
});

test("an import reaches every web process and the front before the command ends", async ({ request }) => {
  test.setTimeout(120_000);
  const { summary, path } = await newestOf(request, "easy-word-skits");
  // Cached first, in the front and in both processes.
  await request.get(siteUrl);
  await request.get(`${siteUrl}${path}`);
  const corrected = `${summary.titleEn} (corrected ${Date.now()})`;
  const edition = mkdtempSync(join(tmpdir(), "awd-front-"));
  const operatorEnv = Object.fromEntries(
    readFileSync(join(productionStackDir(e2ePorts.web), "operator.env"), "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  const importEdition = (dir: string) =>
    execFileSync(process.execPath, ["--import", "tsx", "packages/db/src/content/import-cli.ts", dir], {
      cwd: repoRoot,
      env: { ...process.env, ...operatorEnv, LOG_LEVEL: "warn" },
      encoding: "utf8",
      stdio: "pipe",
    });
  try {
    cpSync(join(repoRoot, "content"), edition, { recursive: true });
    const file = join(edition, "articles", path.replace(/\/(\d+)$/, "/$1.json"));
    const article = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...article, titleEn: corrected }, null, 2));
    expect(importEdition(edition)).toContain("fetched again by the front");

    expect(await (await request.get(siteUrl)).text()).toContain(corrected);
    expect(await (await request.get(`${siteUrl}${path}`)).text()).toContain(corrected);
    for (const port of webProcessPorts)
      expect(await (await request.get(`http://127.0.0.1:${port}/awd/${path}`)).text()).toContain(corrected);
  } finally {
    importEdition(join(repoRoot, "content"));
    rmSync(edition, { recursive: true, force: true });
  }
  expect(await (await request.get(`${siteUrl}${path}`)).text()).not.toContain(corrected);
});

test("a link's prefetch is kept and compressed by the front; a second reader's home view reaches no web process", async ({
  browser,
  request,
}) => {
  const upstreamLog = join(productionStackDir(e2ePorts.web), "front", "upstream.log");
  const webLines = () =>
    readFileSync(upstreamLog, "utf8")
      .split("\n")
      .filter((line) => webProcessPorts.some((port) => line.includes(`127.0.0.1:${port} `)));
  const view = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const prefetches: { url: string; headers: Record<string, string> }[] = [];
    page.on("request", (r) => {
      if (r.headers()["next-router-segment-prefetch"]) prefetches.push({ url: r.url(), headers: r.headers() });
    });
    await page.goto(siteUrl);
    await page.waitForLoadState("networkidle");
    await context.close();
    return prefetches;
  };
  // Two readers warm the front (the first may leave before its last prefetches are answered).
  const prefetches = await view();
  expect(prefetches.length).toBeGreaterThan(0);
  await view();
  const before = webLines().length;
  await view();
  // Every request of the next reader's view, page, images and every prefetch, was answered by the front.
  expect(webLines().slice(before)).toEqual([]);

  const one = prefetches[prefetches.length - 1];
  if (!one) throw new Error("no prefetch");
  const answer = await request.get(one.url, { headers: { ...one.headers, "accept-encoding": "gzip" } });
  expect(cacheStatus(answer)).toBe("HIT");
  expect(answer.headers()["content-type"]).toContain("text/x-component");
  expect(answer.headers()["content-encoding"]).toBe("gzip");
  // The page at the same URL is its HTML, never the kept payload.
  const html = await request.get(one.url.replace(/[?&]_rsc=[^&]*/, ""));
  expect(html.headers()["content-type"]).toContain("text/html");
});
