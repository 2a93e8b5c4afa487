import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskUsage, runDeskCommand } from "../desk/commands.ts";
import { listChanges } from "../services/audit-log.ts";
import { demoPassword } from "../services/demo-accounts.ts";
import { internalHeaders, startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const signIn = (email: string, password: string) => server.signIn(email, password);
const signUp = (email: string, password: string) =>
  server.post("/internal/accounts/sign-up", { email, password }, internalHeaders);
const desk = (...args: string[]) => runDeskCommand(server.database.db, args, new Date(server.clock.now));

describe("the accounts behind the development identity provider", () => {
  it("hides the internal routes from anyone without the secret", async () => {
    expect(
      (await server.post("/internal/accounts/sign-in", { email: "digital@awd.example", password: demoPassword }))
        .status,
    ).toBe(404);
  });

  it("signs a demo account in with its claims", async () => {
    const { status, body } = await signIn("Digital@AWD.example ", demoPassword);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: { subject: "awd|demo-digital", email: "digital@awd.example", updatedAt: expect.any(String) },
    });
  });

  it.each([
    ["awd|demo-desk", ["desk:read", "desk:write", "content:import"]],
    ["awd|demo-desk-viewer", ["desk:read"]],
    ["awd|demo-digital", []],
  ])("tells the identity provider the desk permissions of %s", async (subject, permissions) => {
    const { status, body } = await server.get(`/internal/accounts/${encodeURIComponent(subject)}`, internalHeaders);
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { subject, permissions } });
  });

  it.each([
    ["an unknown email, as a wrong password", "nobody@awd.example", "whatever", 401, "wrong-password"],
    ["a wrong password", "free@awd.example", "wrong-password", 401, "wrong-password"],
    ["a malformed email", "not-an-email", "whatever", 422, "invalid-credential"],
  ])("refuses %s with the identity code and an English message", async (_, email, password, status, code) => {
    const response = await signIn(email, password);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ code, message: `Identity refused: ${code}` });
  });

  it("answers too-many-requests after 5 wrong passwords for one email", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn("expired@awd.example", "nope")).status).toBe(401);
    const locked = await signIn("expired@awd.example", demoPassword);
    expect(locked).toMatchObject({ status: 429, body: { code: "too-many-requests" } });
  });

  it("signs up with a password of at least 6 characters, once per email", async () => {
    expect((await signUp("new@awd.example", "12345")).body).toMatchObject({ code: "invalid-credential" });
    const created = await signUp("new@awd.example", "123456");
    expect(created.status).toBe(201);
    expect((await signUp("NEW@awd.example", "abcdef")).body).toMatchObject({ code: "email-already-in-use" });
    expect((await signIn("new@awd.example", "123456")).status).toBe(200);
  });
});

describe("the subscription desk", () => {
  it.each([
    [[]],
    [["fly"]],
    [["grant", "digital@awd.example", "gold"]],
    [["grant", "nobody@awd.example", "digital"]],
    [["preview-code", "2026-13", "X"]],
    [["linking-codes", "digital", "--count", "0"]],
    [["notice", "remove", "x"]],
    [["grant", "--bogus"]],
  ])("answers %j with the usage and exit code 2", async (args) => {
    const result = await desk(...args);
    expect(result.exitCode).toBe(2);
    expect(result.output).toContain(deskUsage);
  });

  it("grants, shows, makes corporate and revokes a course", async () => {
    expect((await desk("grant", "free@awd.example", "double", "--months", "3", "--first-month")).exitCode).toBe(0);
    expect(JSON.parse((await desk("right", "free@awd.example")).output)).toMatchObject({
      productContentId: "double",
      isDoubleCourseFirstMonthContract: true,
    });
    const refused = await desk("grant", "free@awd.example", "digital", "--months", "1");
    expect(refused.exitCode).toBe(2);
    expect(refused.output).toMatch(/^free@awd\.example has a running double course until .+: add --replace/);
    expect(JSON.parse((await desk("right", "free@awd.example")).output)).toMatchObject({ productContentId: "double" });
    expect((await desk("grant", "free@awd.example", "digital", "--months", "1", "--replace")).exitCode).toBe(0);
    expect(JSON.parse((await desk("right", "free@awd.example")).output)).toMatchObject({ productContentId: "digital" });
    await desk("corporate", "free@awd.example");
    expect(JSON.parse((await desk("right", "free@awd.example")).output)).toMatchObject({ accountKind: "corporate" });
    await desk("revoke", "free@awd.example");
    expect(JSON.parse((await desk("right", "free@awd.example")).output)).toMatchObject({ status: "none" });
    await desk("corporate", "free@awd.example", "--off");
  });

  it("removes a course granted by mistake, leaving a free member as they were", async () => {
    const asFound = JSON.parse((await desk("right", "expired@awd.example")).output);
    await desk("grant", "free@awd.example", "digital", "--months", "1");
    expect((await desk("remove-course", "free@awd.example")).output).toBe("free@awd.example: course record removed");
    expect(JSON.parse((await desk("right", "free@awd.example")).output)).toMatchObject({
      productContentId: "none",
      startedAt: null,
      expireAt: null,
      view: { needsSubscribe: true },
    });
    expect((await desk("remove-course", "free@awd.example")).output).toBe("free@awd.example: had no course");
    expect(JSON.parse((await desk("right", "expired@awd.example")).output)).toEqual(asFound);
    const [removed] = await listChanges(server.database.db, { action: "course.remove", limit: 1 });
    expect(removed).toMatchObject({ target: "free@awd.example", before: { product: "digital" }, after: null });
  });

  it("audits every change the command line makes as the operator cli, never with a secret", async () => {
    const earlier = await listChanges(server.database.db, { limit: 1 });
    const through = (args: string[]) => server.post("/internal/desk", { args, user: "tanaka" }, internalHeaders);
    expect((await through(["grant", "expired@awd.example", "digital", "--months", "2"])).status).toBe(200);
    await desk("preview-code", "2027-04", "APRIL");
    await desk("linking-codes", "digital", "--count", "2");
    const partner = await desk("partner", "add", "audit.partner.example");
    await desk("partner", "add", "audit.partner.example");
    const noticeId = (await desk("notice", "add", "監査のお知らせ")).output.match(/notice (\d+) added/)?.[1] ?? "";
    await desk("notice", "remove", noticeId);
    const changes = (await listChanges(server.database.db, { operator: "cli", limit: 20 })).filter(
      (c) => c.id > (earlier[0]?.id ?? 0),
    );
    expect(changes.map((c) => [c.action, c.target]).reverse()).toEqual([
      ["course.grant", "expired@awd.example"],
      ["preview-code.set", "2027-04"],
      ["linking-codes.issue", "digital × 2"],
      ["partner.add", "audit.partner.example"],
      ["partner.rotate", "audit.partner.example"],
      ["notice.add", `notice ${noticeId}`],
      ["notice.remove", `notice ${noticeId}`],
    ]);
    expect(changes.at(-1)?.operator).toEqual({ subject: "cli", email: "tanaka" });
    const secret = partner.output.match(/^secret: (\S{40,})$/m)?.[1] ?? "no secret";
    expect(JSON.stringify(changes)).not.toContain(secret);
    expect(changes.find((c) => c.action === "partner.rotate")?.after).toMatchObject({ secret: "(rotated)" });
  });

  it("registers an alliance partner, and lists it without its secret", async () => {
    const added = await desk("partner", "add", "news.partner.example");
    const secret = added.output.match(/^secret: (\S{40,})$/m)?.[1];
    expect(secret).toBeDefined();
    expect((await desk("partner", "list")).output).toContain("news.partner.example");
    expect((await desk("partner", "list")).output).not.toContain(secret);
  });

  // The API keeps the notices a few seconds; the desk's NOTIFY empties that at once, delivered by
  // PostgreSQL a moment after the desk's commit.
  const notices = async () => (await server.get("/noticeInformation")).body;

  it("adds a notice that GET /noticeInformation serves at once, and removes it", async () => {
    await notices();
    const added = await desk("notice", "add", "年末年始の配信について", "--url", "/awd/help.html");
    const id = added.output.match(/notice (\d+)/)?.[1];
    await expect.poll(notices, { timeout: 1000 }).toEqual({
      data: { notifications: [{ id: Number(id), message: "年末年始の配信について", url: "/awd/help.html" }] },
    });
    await desk("notice", "remove", String(id));
    await expect.poll(notices, { timeout: 1000 }).toEqual({ data: { notifications: [] } });
  });
});
