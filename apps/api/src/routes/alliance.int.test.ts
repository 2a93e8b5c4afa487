import { execFile } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { allianceEntryRefusedMessage } from "@awd/core/alliance-entry";
import { allianceNonces } from "@awd/db/schema/identity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDeskCommand } from "../desk/commands.ts";
import { demoPartner } from "../services/demo-accounts.ts";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const paidArticle = "/news-topics/101";
const desk = (...args: string[]) =>
  runDeskCommand(server.database.db, args, new Date(server.clock.now), { apiUrl: server.url });
const secretOf = async (partner: string) =>
  (await desk("partner", "secret", partner)).output.match(/^secret: (\S+)$/m)?.[1] ?? "";

type LinkFields = { partner: string; ts: string; nonce: string; sig: string };

/** An entry link as a partner's server makes it, signed with `secret` over the fields as sent. */
function signedLink(change: Partial<LinkFields> = {}, secret = demoPartner.secret): LinkFields {
  const fields = {
    partner: demoPartner.referrer,
    ts: String(Math.floor(server.clock.now / 1000)),
    nonce: randomBytes(16).toString("base64url"),
    ...change,
  };
  const sig = createHmac("sha256", secret).update(`${fields.partner}\n${fields.ts}\n${fields.nonce}`).digest("hex");
  return { ...fields, sig, ...(change.sig !== undefined && { sig: change.sig }) };
}

const enter = (query: Record<string, string> | string = {}, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/alliance/enter?${new URLSearchParams(query)}`, { headers, redirect: "manual" });

/** The visitor was let in: sent to the site with a token that opens a paid article. */
async function expectEntered(response: Response) {
  expect(response.status).toBe(302);
  const target = new URL(response.headers.get("location") ?? "");
  expect(target.pathname).toBe("/awd");
  const token = target.searchParams.get("awdAllianceToken") ?? "";
  const { status, body } = await server.get(paidArticle, { authorization: `AwdAlliance ${token}` });
  expect(status).toBe(200);
  expect(body).toMatchObject({ data: { access: true } });
}

/** The visitor was refused with the problem code and given nothing: every refusal looks the same. */
async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(response.headers.get("location")).toBeNull();
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(await response.json()).toEqual({
    message: allianceEntryRefusedMessage,
    status_code: 403,
    request_id: expect.any(String),
    code: "alliance-entry-refused",
  });
}

describe("GET /alliance/enter with a link the partner's server signed", () => {
  it("lets the visitor in once with a fresh link of the demo partner", async () => {
    await expectEntered(await enter(signedLink()));
  });

  it("accepts a link made up to 5 minutes ago or 60 s ahead of our clock, and a signature in capitals", async () => {
    const now = Math.floor(server.clock.now / 1000);
    await expectEntered(await enter(signedLink({ ts: String(now - 300) })));
    await expectEntered(await enter(signedLink({ ts: String(now + 60) })));
    const link = signedLink();
    await expectEntered(await enter({ ...link, sig: link.sig.toUpperCase() }));
  });

  it("refuses the same link a second time", async () => {
    const link = signedLink();
    await expectEntered(await enter(link));
    await expectRefused(await enter(link));
    server.clock.now += 4 * 60_000;
    await expectRefused(await enter(link));
    server.clock.now -= 4 * 60_000;
  });

  it("lets exactly one of 20 concurrent uses of one link in", async () => {
    const link = signedLink();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await enter(link);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 302)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
  });

  it("forgets used nonces once no link carrying them can be fresh any more", async () => {
    await expectEntered(await enter(signedLink({ nonce: "remembered-nonce-0001" })));
    const remembered = async () =>
      (await server.database.db.select().from(allianceNonces)).some((row) => row.nonce === "remembered-nonce-0001");
    expect(await remembered()).toBe(true);
    server.clock.now += 13 * 60_000;
    await expectEntered(await enter(signedLink()));
    expect(await remembered()).toBe(false);
  });

  const now = () => Math.floor(server.clock.now / 1000);
  const longPartner = `${"a".repeat(250)}.example`;
  it.each<[string, () => Promise<Record<string, string> | string>]>([
    ["no query and no Referer", async () => ({})],
    ["a link made 301 s ago", async () => signedLink({ ts: String(now() - 301) })],
    ["a link made a day ago", async () => signedLink({ ts: String(now() - 86_400) })],
    ["a link made 61 s ahead", async () => signedLink({ ts: String(now() + 61) })],
    ["a link made ten years ahead", async () => signedLink({ ts: String(now() + 315_360_000) })],
    ["a link with ts in milliseconds", async () => signedLink({ ts: String(server.clock.now) })],
    ["a wrong signature", async () => signedLink({}, "not-the-secret")],
    ["a signature of one digit changed", async () => signedLink({ sig: `${"0".repeat(63)}1` })],
    ["the signature of another link", async () => ({ ...signedLink(), sig: signedLink().sig })],
    [
      "a link of the demo partner signed with another partner's secret",
      async () => {
        return signedLink({}, await secretOf("other.partner.example"));
      },
    ],
    [
      "a link of another partner signed with the demo partner's secret",
      async () => {
        await secretOf("other.partner.example");
        return signedLink({ partner: "other.partner.example" });
      },
    ],
    ["an unknown partner", async () => signedLink({ partner: "stranger.example" }, "any-secret")],
    ["a partner's id in capitals", async () => signedLink({ partner: "PARTNER.example" })],
    ["no partner", async () => ({ ...signedLink(), partner: "" })],
    [
      "no ts",
      async () => {
        const { ts: _, ...rest } = signedLink();
        return rest;
      },
    ],
    [
      "no nonce",
      async () => {
        const { nonce: _, ...rest } = signedLink();
        return rest;
      },
    ],
    [
      "no sig",
      async () => {
        const { sig: _, ...rest } = signedLink();
        return rest;
      },
    ],
    ["a partner id of 258 characters", async () => signedLink({ partner: longPartner })],
    ["a nonce of 65 characters", async () => signedLink({ nonce: "n".repeat(65) })],
    ["a nonce of 15 characters", async () => signedLink({ nonce: "n".repeat(15) })],
    ["a nonce of 2,000 characters", async () => signedLink({ nonce: "n".repeat(2000) })],
    [
      "a signature of 65 hex digits",
      async () => {
        const link = signedLink();
        return { ...link, sig: `${link.sig}0` };
      },
    ],
    ["a ts of 12 digits", async () => signedLink({ ts: "100000000000" })],
    ["a partner given twice", async () => `${new URLSearchParams(signedLink())}&partner=other.partner.example`],
  ])("refuses %s", async (_, link) => {
    await expectRefused(await enter(await link()));
  });
});

describe("GET /alliance/enter by Referer alone", () => {
  it.each([
    "https://partner.example/news/today",
    "https://evil.com@partner.example/",
    "https://partner%2eexample/",
    "https://partner.example.evil.com/",
  ])("refuses %s from a partner the desk did not allow to enter by Referer", async (referer) => {
    await expectRefused(await enter({}, { referer }));
  });

  describe("for a partner the desk allowed to", () => {
    const host = "news.partner.example";
    beforeAll(async () => {
      await secretOf(host);
      expect((await desk("partner", "referer-entry", host, "on")).exitCode).toBe(0);
    });

    it.each([
      `https://${host}/`,
      `https://${host}/2026/11/24/article?id=1`,
      `http://${host}`,
      `https://NEWS.Partner.example/`,
    ])("lets a visitor from %s in, as often as they come", async (referer) => {
      await expectEntered(await enter({}, { referer }));
      await expectEntered(await enter({}, { referer }));
    });

    it.each([
      `https://${host}.evil.com/`,
      `https://evil.${host}/`,
      `https://evil.com@${host}/`,
      `https://${host}@evil.com/`,
      "https://news%2epartner.example/",
      `https://${host}:8443/`,
      `ftp://${host}/`,
      `https://${host}./`,
    ])("refuses the look-alike %s", async (referer) => {
      await expectRefused(await enter({}, { referer }));
    });

    it("judges a link carrying any signed field by its signature, never by its Referer", async () => {
      await expectRefused(await enter({ partner: host }, { referer: `https://${host}/` }));
    });

    it("refuses the exact host again once the desk turns it off", async () => {
      expect((await desk("partner", "referer-entry", host, "off")).exitCode).toBe(0);
      await expectRefused(await enter({}, { referer: `https://${host}/` }));
    });
  });
});

describe("the desk's partner commands", () => {
  const snippet = (output: string, language: "Node" | "PHP") =>
    output.split(`\n${language}:\n`)[1]?.split("\n\n")[0] ?? "";

  it("prints a new partner's secret, the same one the next time, and never lists it", async () => {
    const first = await desk("partner", "secret", "Shop.Partner.example");
    expect(first.exitCode).toBe(0);
    const secret = first.output.match(/^secret: ([\w-]{43})$/m)?.[1];
    expect(secret).toBeDefined();
    expect(first.output).toMatch(/^partner: shop\.partner\.example$/m);
    expect((await desk("partner", "secret", "shop.partner.example")).output).toContain(`secret: ${secret}`);
    const list = (await desk("partner", "list")).output;
    expect(list).toContain("shop.partner.example");
    expect(list).not.toContain(secret);
  });

  it("prints Node code whose links let a visitor in", async () => {
    const { output } = await desk("partner", "secret", "node.partner.example");
    const program = `${snippet(output, "Node")}\nconsole.log(awdEntryLink());`;
    const { stdout } = await promisify(execFile)(process.execPath, ["-e", program]);
    const link = new URL(stdout.trim());
    server.clock.now = Date.now(); // the snippet reads the real clock
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/alliance/enter`);
    expect(link.searchParams.get("partner")).toBe("node.partner.example");
    await expectEntered(await fetch(link, { redirect: "manual" }));
  });

  it("prints PHP code that signs the same message for this site's URL", async () => {
    const { output } = await desk("partner", "secret", "php.partner.example");
    const secret = output.match(/^secret: (\S+)$/m)?.[1];
    const php = snippet(output, "PHP");
    expect(php).toMatch(/^<\?php\n/);
    expect(php).toContain("$partner = 'php.partner.example';");
    expect(php).toContain(`$secret = '${secret}';`);
    expect(php).toContain(`hash_hmac('sha256', "$partner\\n$ts\\n$nonce", $secret)`);
    expect(php).toContain(`'${server.url}/alliance/enter?'`);
  });

  it("gives a partner a new secret with add: links signed with the old one are refused", async () => {
    const old =
      (await desk("partner", "secret", "rotated.partner.example")).output.match(/^secret: (\S+)$/m)?.[1] ?? "";
    expect((await desk("partner", "add", "rotated.partner.example")).output).not.toContain(old);
    await expectRefused(await enter(signedLink({ partner: "rotated.partner.example" }, old)));
  });

  it("turns entry by Referer on and off, and lists it", async () => {
    await desk("partner", "secret", "listed.partner.example");
    expect((await desk("partner", "referer-entry", "listed.partner.example", "on")).output).toContain(
      "https://listed.partner.example/",
    );
    expect((await desk("partner", "list")).output).toMatch(/^listed\.partner\.example .* enters by Referer too$/m);
    await desk("partner", "referer-entry", "listed.partner.example", "off");
    expect((await desk("partner", "list")).output).toMatch(/^listed\.partner\.example {2}since \S+$/m);
  });

  it.each([
    [["partner", "referer-entry", "stranger.example", "on"], "no partner stranger.example"],
    [["partner", "referer-entry", "listed.partner.example", "yes"], "partner referer-entry <id> on|off"],
    [["partner", "secret"], "a partner id is needed"],
    [["partner", "secret", "evil.com@partner.example"], "a partner id is its host name in lower case"],
  ])("refuses %j with the usage", async (args, message) => {
    const result = await desk(...args);
    expect(result.exitCode).toBe(2);
    expect(result.output).toContain(message);
  });
});
