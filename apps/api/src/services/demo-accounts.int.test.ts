import { tokyoMonth } from "@awd/core/dates";
import { alliancePartners, previewCodes } from "@awd/db/schema/identity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { internalHeaders, startTestServer, type TestServer } from "../test-server.ts";
import { demoAccountEmails, demoPartner, demoPassword, demoPreviewCode, removeDemoData } from "./demo-accounts.ts";
import { setPreviewCode } from "./preview-codes.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const signIn = (email: string, password: string) => server.signIn(email, password);
const rowsOf = async () => ({
  codes: await server.database.db.select().from(previewCodes),
  partners: await server.database.db.select().from(alliancePartners),
});

describe("removing demo data from a database once started in demo mode", () => {
  const deskPartner = { referrer: "news.example", secret: "a-partner-secret-the-desk-made" };
  const realReader = { email: "reader@example.jp", password: "a-password-of-my-own" };

  it("removes the demo accounts, the demo preview codes and the demo partner, and keeps what the desk set", async () => {
    const thisMonth = tokyoMonth(server.clock.now);
    const { codes: seeded } = await rowsOf();
    const nextMonth = seeded.map((c) => c.month).find((month) => month !== thisMonth) ?? "";
    expect((await signIn("corporate@awd.example", demoPassword)).status).toBe(200);
    expect((await server.post("/internal/accounts/sign-up", realReader, internalHeaders)).status).toBe(201);
    await setPreviewCode(server.database.db, nextMonth, "SPRING-DESK-1");
    await server.database.db.insert(alliancePartners).values(deskPartner);

    const removed = await removeDemoData(server.database.db);

    expect(removed).toEqual({
      accounts: expect.arrayContaining(demoAccountEmails),
      subscriptions: 4,
      previewCodes: [thisMonth],
      partner: true,
    });
    for (const email of demoAccountEmails) expect((await signIn(email, demoPassword)).status).toBe(401);
    expect((await signIn(realReader.email, realReader.password)).status).toBe(200);
    const { codes, partners } = await rowsOf();
    expect(codes.map((c) => [c.month, c.code])).toEqual([[nextMonth, "SPRING-DESK-1"]]);
    expect(codes.some((c) => c.code === demoPreviewCode(c.month))).toBe(false);
    expect(partners.map((p) => p.referrer)).toEqual([deskPartner.referrer]);
  });

  it("removes nothing the second time", async () => {
    expect(await removeDemoData(server.database.db)).toEqual({
      accounts: [],
      subscriptions: 0,
      previewCodes: [],
      partner: false,
    });
  });

  it("keeps the demo partner's host once the desk has given it a secret of its own", async () => {
    await server.database.db.insert(alliancePartners).values({ ...demoPartner, secret: "re-keyed-by-the-desk" });
    expect((await removeDemoData(server.database.db)).partner).toBe(false);
    expect((await rowsOf()).partners.map((p) => p.referrer)).toContain(demoPartner.referrer);
  });
});
