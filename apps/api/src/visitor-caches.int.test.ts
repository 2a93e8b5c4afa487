import { rightSessionMs } from "@awd/core/constants";
import { subscriptions } from "@awd/db/schema/identity";
import { eq, sql } from "drizzle-orm";
import { createLocalJWKSet } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { deskClient } from "./desk/desk-test-client.ts";
import { endCourse } from "./services/rights.ts";
import { startTestServer, type TestServer } from "./test-server.ts";
import { tokenReuseMs } from "./visitor-caches.ts";

// docs/security.md#caches-of-who-is-asking: a token is verified once, a right reused for the right
// session, and neither may outlive what it stands for.

let api: TestServer;
/** How many times a token's signature was checked against the identity provider's keys. */
let keyLookups = 0;

beforeAll(async () => {
  api = await startTestServer({
    keys: (publicJwk) => {
      const local = createLocalJWKSet({ keys: [publicJwk] });
      return (header, token) => {
        keyLookups++;
        return local(header, token);
      };
    },
  });
});
afterAll(() => api.close());
afterEach(() => vi.useRealTimers());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rightWith = async (token: string) => {
  const { status, body } = await api.get("/auth/right", bearer(token));
  return { status, right: (body as { data?: { productContentId: string; status: string } }).data };
};
/** A paid article of the sample edition, and what a request with this token is given of it. */
let paidPath = "";
const paidArticleWith = async (token: string) => {
  if (!paidPath) {
    const { body } = await api.get("/articles?limit=30");
    const paid = (body as { data: { items: { id: number; isFree: boolean; seriesPath: string }[] } }).data.items.find(
      (a) => !a.isFree,
    );
    paidPath = `/${paid?.seriesPath}/${paid?.id}`;
  }
  const { status, body } = await api.get(paidPath, bearer(token));
  const article = (body as { data: { access: boolean; reason: string | null; body: unknown } }).data;
  return { status, access: article.access, reason: article.reason, hasBody: article.body !== null };
};

/** A reader with a running digital course of their own, so changing it touches no other test. */
async function newSubscriber(name: string): Promise<{ subject: string; token: string }> {
  const subject = `awd|cache-${name}`;
  await api.database.db.execute(
    sql`INSERT INTO accounts (subject, email, name, kind, password_hash) VALUES (${subject}, ${`${name}@example.com`}, ${name}, 'personal', 'x')`,
  );
  const now = new Date(api.clock.now);
  await api.database.db.insert(subscriptions).values({
    subject,
    productContentId: "digital",
    status: "available",
    startedAt: new Date(now.getTime() - 86_400_000),
    expireAt: new Date(now.getTime() + 365 * 86_400_000),
  });
  return { subject, token: await api.accessToken(subject) };
}

describe("a verified access token", () => {
  it("is verified once, then taken at its word until the reuse bound", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const token = await api.accessToken("awd|demo-digital");
    const before = keyLookups;
    for (let i = 0; i < 3; i++) expect((await rightWith(token)).status).toBe(200);
    expect(keyLookups).toBe(before + 1);
    vi.setSystemTime(Date.now() + tokenReuseMs + 1000);
    expect((await rightWith(token)).status).toBe(200);
    expect(keyLookups).toBe(before + 2);
  });

  it("is refused once past its expiry, even though it was verified and kept", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const exp = Math.floor(Date.now() / 1000) + 120;
    const token = await api.accessToken("awd|demo-digital", { exp });
    expect((await rightWith(token)).status).toBe(200);
    // Past exp and its 60 s leeway, well within the 10-minute reuse bound.
    vi.setSystemTime((exp + 61) * 1000);
    expect((await rightWith(token)).status).toBe(401);
  });

  it("never gives one token's claims to another, nor to the same token changed in one byte", async () => {
    const digital = await api.accessToken("awd|demo-digital");
    const free = await api.accessToken("awd|demo-free");
    const desk = await api.accessToken("awd|demo-desk", { permissions: ["desk:read"] });
    expect((await rightWith(digital)).right).toMatchObject({ productContentId: "digital", status: "available" });
    expect((await rightWith(free)).right).toMatchObject({ productContentId: "none" });
    expect((await rightWith(digital)).right).toMatchObject({ productContentId: "digital" });
    expect((await api.get("/desk/readers?email=digital", bearer(desk))).status).toBe(200);
    expect((await api.get("/desk/readers?email=digital", bearer(digital))).status).toBe(403);
    const tampered = `${digital.slice(0, -4)}${digital.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    expect((await rightWith(tampered)).status).toBe(401);
    expect((await rightWith(`${digital}x`)).status).toBe(401);
  });
});

describe("a signed-in reader's right", () => {
  it("is reused for the right session, then read again, even when no change is announced", async () => {
    const { subject, token } = await newSubscriber("silent");
    expect(await paidArticleWith(token)).toMatchObject({ access: true, hasBody: true });
    // A change nobody announces: as if the announcement were lost on its way.
    await api.database.db.execute(sql`ALTER TABLE subscriptions DISABLE TRIGGER subscriptions_announce_change`);
    try {
      await endCourse(api.database.db, subject, new Date(api.clock.now));
    } finally {
      await api.database.db.execute(sql`ALTER TABLE subscriptions ENABLE TRIGGER subscriptions_announce_change`);
    }
    expect(await paidArticleWith(token)).toMatchObject({ access: true });
    api.clock.now += rightSessionMs - 1000;
    expect(await paidArticleWith(token)).toMatchObject({ access: true });
    api.clock.now += 1000;
    expect(await paidArticleWith(token)).toMatchObject({ access: false, reason: "expired", hasBody: false });
  });

  it("is read again at once when the desk revokes the course while the reader is signed in", async () => {
    const { subject, token } = await newSubscriber("revoked");
    expect(await paidArticleWith(token)).toMatchObject({ access: true, hasBody: true });
    const desk = deskClient(api);
    expect((await desk("POST", `/desk/readers/${encodeURIComponent(subject)}/course/revoke`)).status).toBe(200);
    expect(await paidArticleWith(token)).toMatchObject({ access: false, reason: "expired", hasBody: false });
    expect((await rightWith(token)).right).toMatchObject({ status: "none" });
  });

  it("is read again as soon as another process changes the course (the database announces it)", async () => {
    const { subject, token } = await newSubscriber("elsewhere");
    expect(await paidArticleWith(token)).toMatchObject({ access: true });
    // Written straight to the database, as the desk's command line does when no API runs it.
    await api.database.db
      .update(subscriptions)
      .set({ status: "none", expireAt: new Date(api.clock.now) })
      .where(eq(subscriptions.subject, subject));
    await expect.poll(async () => (await paidArticleWith(token)).access, { timeout: 5000 }).toBe(false);
  });

  it("of one reader is never another's", async () => {
    const a = await newSubscriber("first");
    const b = await newSubscriber("second");
    await endCourse(api.database.db, b.subject, new Date(api.clock.now));
    await expect.poll(async () => (await paidArticleWith(b.token)).access, { timeout: 5000 }).toBe(false);
    expect(await paidArticleWith(a.token)).toMatchObject({ access: true });
    expect(await paidArticleWith(b.token)).toMatchObject({ access: false });
  });
});
