import { deskCourseMaxMonths, linkingCodeLimits } from "@awd/core/desk-course";
import { linkingCodes } from "@awd/db/schema/identity";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listChanges } from "../services/audit-log.ts";
import { startTestServer, type TestServer } from "../test-server.ts";
import { runDeskCommand } from "./commands.ts";
import { deskClient } from "./desk-test-client.ts";

// docs/product/publishers-desk.md#limits: the command line holds to the limits the API and the web
// desk hold to (core's desk-course.ts). A number past one is refused with a plain error and a non-zero
// exit, and nothing is issued or changed.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

const desk = (...args: string[]) => runDeskCommand(server.database.db, args, new Date(server.clock.now));
const call = (method: "GET" | "POST", path: string, body?: unknown) => deskClient(server)(method, path, body);
const codeCount = async () => (await server.database.db.select({ n: count() }).from(linkingCodes))[0]?.n;
const latestChange = async () => (await listChanges(server.database.db, { limit: 1 }))[0]?.id;

// [option, value, taken]
const linkingCodeCases: [string, string, boolean][] = [
  ["--count", "1", true],
  ["--count", String(linkingCodeLimits.maxCount), true],
  ["--count", String(linkingCodeLimits.maxCount + 1), false],
  ["--count", "0", false],
  ["--count", "-3", false],
  ["--count", "2.5", false],
  ["--count", "ten", false],
  ["--months", String(linkingCodeLimits.maxMonths), true],
  ["--months", String(linkingCodeLimits.maxMonths + 1), false],
  ["--months", "500", false],
  ["--valid-days", String(linkingCodeLimits.maxValidDays), true],
  ["--valid-days", String(linkingCodeLimits.maxValidDays + 1), false],
];

const apiField = { "--count": "count", "--months": "months", "--valid-days": "validDays" } as Record<string, string>;

describe("npm run desk -- linking-codes, within the desk's limits", () => {
  it.each(linkingCodeCases)("%s %s → taken: %s, as the API answers", async (option, value, taken) => {
    const codesBefore = await codeCount();
    const changesBefore = await latestChange();
    const result = await desk("linking-codes", "digital", `${option}=${value}`);
    if (taken) {
      expect(result.exitCode).toBe(0);
      const issued = option === "--count" ? Number(value) : 1;
      expect(result.output.split("\n")).toHaveLength(issued);
      expect(await codeCount()).toBe((codesBefore ?? 0) + issued);
    } else {
      expect(result.exitCode).not.toBe(0);
      expect(result.output.split("\n")[0]).toMatch(
        new RegExp(`^${option} must be a whole number from 1 to \\d+ \\(it was ${value}\\); nothing was changed$`),
      );
      expect(await codeCount()).toBe(codesBefore);
      expect(await latestChange()).toBe(changesBefore);
    }
    // The API's door: the same number is taken or refused there too.
    const body = { product: "digital", count: 1, months: 12, validDays: 90, [apiField[option] ?? ""]: Number(value) };
    expect((await call("POST", "/desk/linking-codes", body)).status).toBe(taken ? 201 : 422);
  });
});

describe("npm run desk -- grant, within the desk's limits", () => {
  it.each<[string, boolean]>([
    [String(deskCourseMaxMonths), true],
    [String(deskCourseMaxMonths + 1), false],
    ["500", false],
    ["0", false],
  ])("--months %s → taken: %s, as the API answers", async (months, taken) => {
    const rightBefore = (await desk("right", "free@awd.example")).output;
    const result = await desk("grant", "free@awd.example", "digital", `--months=${months}`);
    if (taken) {
      expect(result.exitCode).toBe(0);
      await desk("remove-course", "free@awd.example");
    } else {
      expect(result.exitCode).not.toBe(0);
      expect(result.output.split("\n")[0]).toBe(
        `--months must be a whole number from 1 to ${deskCourseMaxMonths} (it was ${months}); nothing was changed`,
      );
      expect((await desk("right", "free@awd.example")).output).toBe(rightBefore);
    }
    const course = { product: "digital", months: Number(months), firstMonth: false };
    const answer = await call("POST", `/desk/readers/${encodeURIComponent("awd|demo-free")}/course`, course);
    expect(answer.status).toBe(taken ? 200 : 422);
    if (taken) await desk("remove-course", "free@awd.example");
  });
});
