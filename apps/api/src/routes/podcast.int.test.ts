import { podcastLimits } from "@awd/core/constants";
import type { IssuedPodcastFeed, PodcastFeedStatus } from "@awd/core/contract/podcast";
import { analyticsEvents } from "@awd/db/schema/engagement";
import { podcastFeedTokens } from "@awd/db/schema/podcast";
import { DOMParser } from "@xmldom/xmldom";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, statusCounts, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.clock.now = Date.parse("2026-11-25T03:00:00Z");
});
afterAll(() => server.close());

const digital = "awd|demo-digital";
const free = "awd|demo-free";
const expired = "awd|demo-expired";
// tech-culture holds 1201–1205; 1205 is free, the others need a right. 12 of the 60 audio articles are free.
const freeEpisode = 1205;
const paidEpisode = 1201;
const audioArticles = 60;
const freeAudioArticles = 12;

/** A token valid now: the API checks its expiry on the real clock, whatever day the test's clock says. */
async function bearer(subject: string) {
  const testClock = server.clock.now;
  server.clock.now = Date.now();
  const token = await server.accessToken(subject);
  server.clock.now = testClock;
  return `Bearer ${token}`;
}

async function call(method: string, path: string, subject?: string, headers: Record<string, string> = {}) {
  if (subject) headers.authorization = await bearer(subject);
  const response = await fetch(path.startsWith("http") ? path : `${server.url}${path}`, {
    method,
    headers,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Issues a feed URL for the reader and answers its path on the test server. */
async function issue(subject: string): Promise<string> {
  const answer = await call("POST", "/podcast/feed-token", subject);
  expect(answer.status).toBe(201);
  const { url } = (JSON.parse(answer.text) as { data: IssuedPodcastFeed }).data;
  return new URL(url).pathname;
}

/** The feed's episodes as a podcast app reads them: the enclosure URLs' article ids and types. */
function episodesOf(xml: string) {
  const document = new DOMParser().parseFromString(xml, "text/xml");
  return Array.from(document.getElementsByTagName("item")).map((item) => {
    const enclosure = item.getElementsByTagName("enclosure")[0];
    return {
      guid: item.getElementsByTagName("guid")[0]?.textContent,
      url: enclosure?.getAttribute("url") ?? "",
      type: enclosure?.getAttribute("type"),
      length: Number(enclosure?.getAttribute("length")),
      pubDate: Date.parse(item.getElementsByTagName("pubDate")[0]?.textContent ?? ""),
    };
  });
}
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe("the feed URL is managed by its signed-in reader only", () => {
  it.each([
    ["GET", "/podcast/feed-token"],
    ["POST", "/podcast/feed-token"],
    ["DELETE", "/podcast/feed-token"],
  ])("%s %s answers 401 to an anonymous visitor, private and not stored", async (method, path) => {
    const answer = await call(method, path);
    expect(answer.status).toBe(401);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("issues a long random token, keeps only its hash, and shows the status without the URL", async () => {
    const path = await issue(digital);
    const token = path.split("/").at(-1) ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await server.database.db
      .select()
      .from(podcastFeedTokens)
      .where(eq(podcastFeedTokens.subject, digital));
    expect(rows.map((row) => row.tokenHash).join()).not.toContain(token);
    const status = await call("GET", "/podcast/feed-token", digital);
    expect(status.headers.get("cache-control")).toBe("private, no-store");
    expect((JSON.parse(status.text) as { data: PodcastFeedStatus }).data).toEqual({
      issued: true,
      issuedAt: "2026-11-25T03:00:00.000Z",
    });
    expect(status.text).not.toContain(token);
  });

  it("stopping one reader's URL leaves another reader's working", async () => {
    const mine = await issue(free);
    const theirs = await issue(digital);
    expect((await call("DELETE", "/podcast/feed-token", free)).status).toBe(200);
    expect((await call("GET", mine)).status).toBe(410);
    expect((await call("GET", theirs)).status).toBe(200);
  });
});

describe("the feed by token", () => {
  it.each([
    { who: "a digital subscriber", subject: digital, count: audioArticles, paid: true },
    { who: "a free member", subject: free, count: freeAudioArticles, paid: false },
    { who: "an expired subscriber", subject: expired, count: freeAudioArticles, paid: false },
  ])("gives $who every episode they may hear, newest first, as AAC", async ({ subject, count, paid }) => {
    const answer = await call("GET", await issue(subject));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const episodes = episodesOf(answer.text);
    expect(episodes).toHaveLength(count);
    expect(episodes.some((e) => e.guid === `awd-article-${paidEpisode}`)).toBe(paid);
    expect(episodes.some((e) => e.guid === `awd-article-${freeEpisode}`)).toBe(true);
    expect(episodes.map((e) => e.pubDate)).toEqual(episodes.map((e) => e.pubDate).sort((a, b) => b - a));
    for (const episode of episodes) {
      expect(episode.type).toBe("audio/mp4");
      expect(episode.length).toBeGreaterThan(10_000);
      expect(episode.url).toMatch(/\/episodes\/\d+\.m4a$/);
    }
  });

  it.each([
    [
      "a stopped",
      async () => {
        const path = await issue(digital);
        await call("DELETE", "/podcast/feed-token", digital);
        return path;
      },
    ],
    [
      "a re-issued",
      async () => {
        const path = await issue(digital);
        await issue(digital);
        return path;
      },
    ],
    ["a never issued", async () => `/podcast/feeds/${"x".repeat(43)}`],
    ["a malformed", async () => "/podcast/feeds/not-a-token"],
  ])("answers 410 to %s token, for the feed and its episodes", async (_, pathOfToken) => {
    const path = await pathOfToken();
    expect((await call("GET", path)).status).toBe(410);
    expect((await call("GET", `${path}/episodes/${freeEpisode}.m4a`)).status).toBe(410);
  });

  it("logs each fetch as an event naming the app, never the token", async () => {
    const path = await issue(digital);
    await call("GET", path, undefined, { "user-agent": "Overcast/3.0 (+http://overcast.fm/; iOS podcast app)" });
    const events = await server.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.event, "podcast_feed_fetch"));
    expect(events.at(-1)).toMatchObject({ label: "Overcast", userType: "Digital", subject: null });
    const token = path.split("/").at(-1) ?? "";
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it("refuses a token's fetches past the hourly limit with 429, leaving other tokens alone", async () => {
    const path = await issue(free);
    const max = podcastLimits.feedFetchesPerToken[0].max;
    const answers = [];
    for (let i = 0; i <= max; i++) answers.push(await call("GET", path));
    expect(statusCounts(answers)).toEqual({ 200: max, 429: 1 });
    expect(answers.at(-1)?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await call("GET", await issue(digital))).status).toBe(200);
  });
});

describe("episode URLs", () => {
  it("redirect a subscriber's app to a short-lived signed AAC file that plays", async () => {
    const feed = episodesOf((await call("GET", await issue(digital))).text);
    const paid = feed.find((e) => e.guid === `awd-article-${paidEpisode}`);
    const redirect = await call("GET", pathOf(paid?.url ?? ""));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("private, no-store");
    const location = redirect.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`/static/media/audio/${paidEpisode}\\.m4a\\?expires=\\d+&signature=`));
    const file = await fetch(`${server.url}${pathOf(location)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("audio/mp4");
    expect(Number(file.headers.get("content-length"))).toBe(paid?.length);
    await file.arrayBuffer();
  });

  it("the signed file URL expires, while the episode URL keeps giving a fresh one", async () => {
    const episode = `${await issue(digital)}/episodes/${paidEpisode}.m4a`;
    const location = (await call("GET", episode)).headers.get("location") ?? "";
    server.clock.now += 2 * 60_000;
    expect((await call("GET", pathOf(location))).status).toBe(403);
    const fresh = (await call("GET", episode)).headers.get("location") ?? "";
    expect((await call("GET", pathOf(fresh))).status).toBe(200);
  });

  it.each([
    { who: "a free member", subject: free },
    { who: "an expired subscriber", subject: expired },
  ])("answer 403 to $who's token for a paid episode, and redirect the free one", async ({ subject }) => {
    const path = await issue(subject);
    expect((await call("GET", `${path}/episodes/${paidEpisode}.m4a`)).status).toBe(403);
    expect((await call("GET", `${path}/episodes/${freeEpisode}.m4a`)).status).toBe(302);
  });

  it("answer 404 for an article without audio or a file that is not an episode", async () => {
    const path = await issue(digital);
    expect((await call("GET", `${path}/episodes/999999.m4a`)).status).toBe(404);
    expect((await call("GET", `${path}/episodes/${paidEpisode}.opus`)).status).toBe(404);
  });
});

describe("the public feed", () => {
  it("lists the free episodes only, their files public", async () => {
    const answer = await call("GET", "/podcast/feed.xml");
    expect(answer.status).toBe(200);
    const episodes = episodesOf(answer.text);
    expect(episodes).toHaveLength(freeAudioArticles);
    expect(episodes.some((e) => e.guid === `awd-article-${paidEpisode}`)).toBe(false);
    const file = await call("GET", pathOf(episodes.find((e) => e.guid === `awd-article-${freeEpisode}`)?.url ?? ""));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("audio/mp4");
  });

  it("names cover art podcast apps take: a square PNG of 1,400 pixels, served publicly", async () => {
    const xml = new DOMParser().parseFromString((await call("GET", "/podcast/feed.xml")).text, "text/xml");
    const cover = xml.getElementsByTagName("itunes:image")[0]?.getAttribute("href") ?? "";
    const answer = await fetch(`${server.url}${pathOf(cover)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    // A PNG's IHDR chunk holds its width and height, big-endian, at bytes 16 and 20.
    const png = Buffer.from(await answer.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1400, 1400]);
  });

  it("names episode artwork podcast apps take: square JPEGs of 1,400 pixels, served publicly", async () => {
    const answer = await call("GET", await issue(digital));
    const xml = new DOMParser().parseFromString(answer.text, "text/xml");
    const items = Array.from(xml.getElementsByTagName("item"));
    expect(items).toHaveLength(audioArticles);
    for (const item of items) {
      const art = item.getElementsByTagName("itunes:image")[0]?.getAttribute("href") ?? "";
      const file = await fetch(`${server.url}${pathOf(art)}`);
      expect(file.status, art).toBe(200);
      expect(file.headers.get("content-type"), art).toBe("image/jpeg");
      const { format, width, height } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([format, width, height], art).toEqual(["jpeg", 1400, 1400]);
    }
  });

  it("paid AAC files stay behind a signature", async () => {
    expect((await call("GET", `/static/media/audio/${paidEpisode}.m4a`)).status).toBe(403);
  });
});
