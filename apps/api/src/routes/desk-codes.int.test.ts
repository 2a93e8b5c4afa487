import type { AuditPage } from "@awd/core/contract/desk-audit";
import type { IssuedLinkingCodes, LinkingCodes, PreviewCodes } from "@awd/core/contract/desk-codes";
import { tokyoMonth } from "@awd/core/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const operator = { sub: "awd|demo-desk", permissions: ["desk:read", "desk:write", "content:import"] };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const token = await server.accessToken(operator.sub, { permissions: operator.permissions });
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}
const audit = async (action: string) =>
  ((await call("GET", `/desk/audit?action=${action}`)).body.data as AuditPage).changes;

describe("the month's preview code on the desk", () => {
  it("lists this month and the seeded codes, newest first", async () => {
    const { status, body } = await call("GET", "/desk/preview-codes");
    expect(status).toBe(200);
    const codes = body.data as PreviewCodes;
    expect(codes.currentMonth).toBe(tokyoMonth(server.clock.now));
    expect(codes.codes.map((c) => c.month)).toContain(codes.currentMonth);
  });

  it("sets a month's code as readers type it, and audits the code it replaced", async () => {
    const { status, body } = await call("POST", "/desk/preview-codes/2027-03", { code: " spring 27 " });
    expect(status).toBe(200);
    expect(body.data).toEqual({ month: "2027-03", code: "SPRING27" });
    await call("POST", "/desk/preview-codes/2027-03", { code: "SPRING28" });
    const [latest] = await audit("preview-code.set");
    expect(latest).toMatchObject({ target: "2027-03", before: { code: "SPRING27" }, after: { code: "SPRING28" } });
  });

  it.each([["2027-13"], ["27-03"], ["next"]])("refuses the month %s with 422", async (month) => {
    expect((await call("POST", `/desk/preview-codes/${month}`, { code: "X" })).status).toBe(422);
  });
});

describe("linking codes on the desk", () => {
  let issued: IssuedLinkingCodes;

  it("issues codes, shown once in full, and audits how many without the codes", async () => {
    const { status, body } = await call("POST", "/desk/linking-codes", {
      product: "double",
      count: 3,
      months: 6,
      validDays: 30,
    });
    expect(status).toBe(201);
    issued = body.data as IssuedLinkingCodes;
    expect(issued.codes).toHaveLength(3);
    expect(issued.codes[0]).toMatchObject({
      product: "double",
      months: 6,
      code: expect.stringMatching(/^L[0-9A-F]{12}$/),
    });
    const [row] = await audit("linking-codes.issue");
    expect(row).toMatchObject({ target: "double × 3", after: { count: 3, months: 6, product: "double" } });
    for (const { code } of issued.codes) expect(JSON.stringify(row)).not.toContain(code);
  });

  it("lists the codes by a hint, never spelling one", async () => {
    const listed = (await call("GET", "/desk/linking-codes")).body.data as LinkingCodes;
    expect(listed.codes.filter((c) => c.state === "unused")).toHaveLength(3);
    const text = JSON.stringify(listed);
    for (const { code } of issued.codes) {
      expect(text).not.toContain(code);
      expect(listed.codes.map((c) => c.hint)).toContain(`…${code.slice(-4)}`);
    }
  });

  it("revokes an unused code, which then no account can redeem, and refuses it twice", async () => {
    const listed = (await call("GET", "/desk/linking-codes")).body.data as LinkingCodes;
    const [first] = listed.codes;
    const code = issued.codes.find((c) => `…${c.code.slice(-4)}` === first?.hint)?.code ?? "";
    expect((await call("POST", `/desk/linking-codes/${first?.id}/revoke`)).status).toBe(200);
    expect((await call("POST", `/desk/linking-codes/${first?.id}/revoke`)).status).toBe(404);
    const after = (await call("GET", "/desk/linking-codes")).body.data as LinkingCodes;
    expect(after.codes.find((c) => c.id === first?.id)?.state).toBe("expired");
    const [row] = await audit("linking-code.revoke");
    expect(row).toMatchObject({ target: first?.hint, before: { state: "unused" }, after: { state: "expired" } });

    const redeem = async (subject: string, authenticationCode: string) =>
      (
        await fetch(`${server.url}/auth/code`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${await server.accessToken(subject)}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ authenticationCode }),
        })
      ).status;
    expect(await redeem("awd|demo-free", code)).not.toBe(200);
    const kept = issued.codes.find((c) => c.code !== code)?.code ?? "";
    expect(await redeem("awd|demo-expired", kept)).toBe(200);
  });

  it.each([
    ["too many", { product: "digital", count: 101, months: 1, validDays: 1 }],
    ["no course", { count: 1, months: 1, validDays: 1 }],
  ])("refuses to issue %s with 422", async (_, body) => {
    expect((await call("POST", "/desk/linking-codes", body)).status).toBe(422);
  });
});
