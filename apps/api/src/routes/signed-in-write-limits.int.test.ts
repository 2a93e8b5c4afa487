import { anonymousWriteLimits, signedInWriteLimits } from "@awd/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, statusCounts, type TestServer } from "../test-server.ts";

// An office behind one address (NAT): every request below comes from 127.0.0.1. Signed-in readers'
// event batches count per account, so many readers together send more than one address may.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(async () => {
  await server.close();
});

const [perAddress] = anonymousWriteLimits.eventsPerAddress;
const [perReader] = signedInWriteLimits.eventsPerReader;
const event = { event: "page_view", label: "/office", awd_user_type: "Free" };
const readers = 30;
// Together twice what one address may send in a minute, and each well within a reader's own minute.
const batchesEach = Math.ceil((2 * perAddress.max) / readers);

/** `count` sends, a few dozen at a time. */
async function burst(count: number, send: (i: number) => Promise<{ status: number }>) {
  const answers: { status: number }[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, j) => start + j);
    answers.push(...(await Promise.all(batch.map(send))));
  }
  return answers;
}

describe("event batches from an office behind one address", () => {
  it("counts signed-in readers per account: many together pass the address's limit, one alone is refused", async () => {
    const tokens = await Promise.all(
      Array.from({ length: readers }, (_, i) => server.accessToken(`auth0|office-reader-${i}`)),
    );
    const sendAs = (token: string) => server.post("/events", { events: [event] }, { authorization: `Bearer ${token}` });
    const office = await burst(readers * batchesEach, (i) => sendAs(tokens[i % readers] ?? ""));
    expect(statusCounts(office)).toEqual({ 200: readers * batchesEach });

    const [busy = "", other = ""] = tokens;
    const rest = await burst(perReader.max - batchesEach, () => sendAs(busy));
    expect(statusCounts(rest)).toEqual({ 200: perReader.max - batchesEach });
    const refused = await sendAs(busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await sendAs(other)).status).toBe(200);
  });

  it("still counts anonymous batches per address, apart from the signed-in readers' ones", async () => {
    const flood = await burst(perAddress.max + 1, () => server.post("/events", { events: [event] }));
    expect(statusCounts(flood)).toEqual({ 200: perAddress.max, 429: 1 });
  });
});
