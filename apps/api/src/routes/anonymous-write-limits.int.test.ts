import { anonymousWriteLimits } from "@awd/core/constants";
import { secondsUntilNextWindow } from "@awd/core/rate-window";
import { rateLimitCounters } from "@awd/db/schema/limits";
import { eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, statusCounts, type TestServer } from "../test-server.ts";

// Two API processes on one database: a client that spreads its requests over both is still counted once.
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({ content: false });
  second = await startTestServer({ content: false, sharedDatabase: first.database });
  second.clock.now = first.clock.now;
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const [eventsPerMinute] = anonymousWriteLimits.eventsPerAddress;
const [remoteConfigPerAddress] = anonymousWriteLimits.remoteConfigPerAddress;
const [remoteConfigPerInstallation] = anonymousWriteLimits.remoteConfigPerInstallation;
const event = { event: "page_view", label: "/flood", awd_user_type: "Free" };

/** `count` requests, alternating between the two API processes, a few dozen at a time. */
async function burst(count: number, send: (server: TestServer, i: number) => Promise<{ status: number }>) {
  const answers: { status: number }[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, j) => start + j);
    answers.push(...(await Promise.all(batch.map((i) => send(i % 2 === 0 ? first : second, i)))));
  }
  return answers;
}

async function rawPost(server: TestServer, path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

/** What the database has counted of event batches, per address and minute, so far. */
async function eventsCountedThisMinute(): Promise<number> {
  const [row] = await first.database.db
    .select({ total: sum(rateLimitCounters.count) })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.limit, `events-per-address/${eventsPerMinute.windowMs}ms`));
  return Number(row?.total ?? 0);
}

const secondsLeftInMinute = (now: number) => String(secondsUntilNextWindow(now, 60_000));

describe("anonymous write limits, across API processes", () => {
  it("stores at most a minute's worth of event batches from one address, then 429 with Retry-After", async () => {
    const answers = await burst(eventsPerMinute.max, (server) => server.post("/events", { events: [event] }));
    expect(statusCounts(answers)).toEqual({ 200: eventsPerMinute.max });
    const refused = await rawPost(second, "/events", { events: [event] });
    expect(refused).toMatchObject({
      status: 429,
      retryAfter: secondsLeftInMinute(second.clock.now),
      body: { status_code: 429, message: expect.stringContaining("Too many requests"), request_id: expect.any(String) },
    });
    first.clock.now += 60_000;
    second.clock.now += 60_000;
    expect((await first.post("/events", { events: [event] })).status).toBe(200);
  });

  it("refuses a flood from memory once refused: its refused batches write nothing more to the database", async () => {
    first.clock.now += 60_000;
    second.clock.now += 60_000;
    const answers = await burst(eventsPerMinute.max, (server) => server.post("/events", { events: [event] }));
    expect(statusCounts(answers)).toEqual({ 200: eventsPerMinute.max });
    // Each process is told once by the shared counter that this address is over its minute.
    for (const server of [first, second]) expect((await server.post("/events", { events: [event] })).status).toBe(429);
    const counted = await eventsCountedThisMinute();
    const flood = await burst(100, (server) => server.post("/events", { events: [event] }));
    expect(statusCounts(flood)).toEqual({ 429: 100 });
    expect(await rawPost(first, "/events", { events: [event] })).toMatchObject({
      status: 429,
      retryAfter: secondsLeftInMinute(first.clock.now),
    });
    expect(await eventsCountedThisMinute()).toBe(counted);
    first.clock.now += 60_000;
    second.clock.now += 60_000;
    expect((await second.post("/events", { events: [event] })).status).toBe(200);
  });

  it("answers one installation's remote config a few times a minute, then 429", async () => {
    const body = { installationId: "greedy-installation" };
    const answers = await burst(remoteConfigPerInstallation.max, (server) => server.post("/remote-config", body));
    expect(statusCounts(answers)).toEqual({ 200: remoteConfigPerInstallation.max });
    const refused = await rawPost(first, "/remote-config", body);
    expect(refused).toMatchObject({ status: 429, retryAfter: secondsLeftInMinute(first.clock.now) });
    expect((await first.post("/remote-config", { installationId: "another-installation" })).status).toBe(200);
  });

  it("limits one address that makes up a new installation id for every request", async () => {
    first.clock.now += 60_000;
    second.clock.now += 60_000;
    const max = remoteConfigPerAddress.max;
    const answers = await burst(max + 1, (server, i) =>
      server.post("/remote-config", { installationId: `fresh-id-${i}` }),
    );
    expect(statusCounts(answers)).toEqual({ 200: max, 429: 1 });
  });
});
