import { createHmac, randomBytes } from "node:crypto";
import type { DeskPartner, DeskPartnerSecret } from "@awd/core/contract/desk-partners";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskClient, deskOperator } from "../desk/desk-test-client.ts";
import { listChanges } from "../services/audit-log.ts";
import { demoPartner } from "../services/demo-accounts.ts";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  server = await startTestServer({ content: false });
  desk = deskClient(server);
});
afterAll(() => server.close());

const lastChange = async (action: string) => (await listChanges(server.database.db, { action, limit: 1 }))[0];

/** Whether a fresh entry link of the partner, signed with `secret`, lets a visitor in. */
async function enters(partner: string, secret: string): Promise<boolean> {
  const fields = { partner, ts: String(Math.floor(server.clock.now / 1000)), nonce: randomBytes(16).toString("hex") };
  const sig = createHmac("sha256", secret).update(`${fields.partner}\n${fields.ts}\n${fields.nonce}`).digest("hex");
  const response = await fetch(`${server.url}/alliance/enter?${new URLSearchParams({ ...fields, sig })}`, {
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status === 302;
}

const entersByReferer = async (partner: string) => {
  const response = await fetch(`${server.url}/alliance/enter`, {
    headers: { referer: `https://${partner}/page` },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status === 302;
};

const listed = async () => (await desk("GET", "/desk/partners")).body as { data: { partners: DeskPartner[] } };

describe("alliance partners on the desk", () => {
  it("adds a partner: its secret and ready code shown once, never in the list or the audit row", async () => {
    const answer = await desk("POST", "/desk/partners", { id: "news.partner.example" });
    expect(answer.status).toBe(201);
    const { data } = answer.body as { data: DeskPartnerSecret };
    expect(data.partner).toMatchObject({ id: "news.partner.example", enabled: true, refererEntry: false });
    expect(data.snippets.node).toContain(JSON.stringify(data.secret));
    expect(data.snippets.php).toContain(`'${data.secret}'`);
    expect(data.snippets.node).toContain("/alliance/enter?");
    expect(await enters("news.partner.example", data.secret)).toBe(true);

    const list = await listed();
    expect(list.data.partners.map((p) => p.id)).toContain("news.partner.example");
    expect(JSON.stringify(list)).not.toContain(data.secret);
    const audited = await lastChange("partner.add");
    expect(audited).toMatchObject({ operator: deskOperator, target: "news.partner.example", before: null });
    expect(JSON.stringify(audited)).not.toContain(data.secret);
  });

  it("refuses a second partner with the same id, keeping the first one's secret", async () => {
    const first = (await desk("POST", "/desk/partners", { id: "twice.partner.example" })).body as {
      data: DeskPartnerSecret;
    };
    expect((await desk("POST", "/desk/partners", { id: "twice.partner.example" })).status).toBe(409);
    expect(await enters("twice.partner.example", first.data.secret)).toBe(true);
  });

  it.each([
    ["capitals", "Partner.example"],
    ["a scheme", "https://partner.example"],
    ["a path", "partner.example/page"],
    ["nothing", ""],
  ])("refuses an id with %s with 422", async (_, id) => {
    expect((await desk("POST", "/desk/partners", { id })).status).toBe(422);
  });

  it("rotates a secret: the old one stops working, the new one is shown once and audited as (rotated)", async () => {
    const answer = await desk("POST", `/desk/partners/${demoPartner.referrer}/secret`);
    expect(answer.status).toBe(200);
    const { data } = answer.body as { data: DeskPartnerSecret };
    expect(data.secret).not.toBe(demoPartner.secret);
    expect(await enters(demoPartner.referrer, demoPartner.secret)).toBe(false);
    expect(await enters(demoPartner.referrer, data.secret)).toBe(true);
    expect(JSON.stringify(await listed())).not.toContain(data.secret);
    const audited = await lastChange("partner.rotate");
    expect(audited).toMatchObject({ target: demoPartner.referrer, after: { secret: "(rotated)" } });
    expect(JSON.stringify(audited)).not.toContain(data.secret);
    expect((await desk("POST", "/desk/partners/nobody.example/secret")).status).toBe(404);
  });

  it("turns a partner off (its links refused) and on again, each audited", async () => {
    const { data } = (await desk("POST", "/desk/partners", { id: "paused.partner.example" })).body as {
      data: DeskPartnerSecret;
    };
    const off = await desk("POST", "/desk/partners/paused.partner.example/state", { enabled: false });
    expect(off.body).toMatchObject({ data: { id: "paused.partner.example", enabled: false } });
    expect(await enters("paused.partner.example", data.secret)).toBe(false);
    expect(await lastChange("partner.off")).toMatchObject({ before: { enabled: true }, after: { enabled: false } });

    await desk("POST", "/desk/partners/paused.partner.example/state", { enabled: true });
    expect(await enters("paused.partner.example", data.secret)).toBe(true);
    expect(await lastChange("partner.on")).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });

  it("turns entry by Referer on and off; a partner turned off is refused by Referer too", async () => {
    await desk("POST", "/desk/partners", { id: "referer.partner.example" });
    expect(await entersByReferer("referer.partner.example")).toBe(false);
    await desk("POST", "/desk/partners/referer.partner.example/state", { refererEntry: true });
    expect(await entersByReferer("referer.partner.example")).toBe(true);
    expect(await lastChange("partner.referer-entry")).toMatchObject({ after: { refererEntry: true } });
    await desk("POST", "/desk/partners/referer.partner.example/state", { enabled: false });
    expect(await entersByReferer("referer.partner.example")).toBe(false);
  });

  it("refuses a state change that changes nothing, or of no partner", async () => {
    expect((await desk("POST", `/desk/partners/${demoPartner.referrer}/state`, {})).status).toBe(422);
    expect((await desk("POST", "/desk/partners/nobody.example/state", { enabled: false })).status).toBe(404);
  });
});
