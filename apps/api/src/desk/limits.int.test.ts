import {
  courseMonthsProblems,
  deskCourseMaxMonths,
  linkingCodeLimits,
  linkingCodeProblems,
  previewCodeMaxLength,
  previewCodeProblems,
  typedWholeNumber,
} from "@awd/core/desk-course";
import { partnerIdMaxLength, partnerIdProblems, typedPartnerId } from "@awd/core/partner-id";
import { alliancePartners, linkingCodes, previewCodes } from "@awd/db/schema/identity";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import { addPartner } from "../services/alliance.ts";
import { listChanges } from "../services/audit-log.ts";
import { issueDeskLinkingCodes, setMonthPreviewCode } from "../services/desk-codes.ts";
import { extendReaderCourse, grantReaderCourse } from "../services/desk-readers.ts";
import { startTestServer, type TestServer } from "../test-server.ts";
import { limitRefusalText, runDeskCommand } from "./commands.ts";
import { deskClient, deskOperator } from "./desk-test-client.ts";
import type { LimitProblem } from "./limit-problems.ts";

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

// One over-limit change at every door: the API's answer, the command line's and the web desk's own
// check before sending (the fields' text through core's rules, as the forms read them) refuse it with
// the same problem code, and nothing is issued or changed.
interface Door {
  api: [path: string, body: Record<string, unknown>];
  cli: string[];
  /** The option the command line names, and the value given. */
  given: Record<string, string>;
  form: () => LimitProblem[];
}
const reader = `/desk/readers/${encodeURIComponent("awd|demo-free")}`;
const overLimit = "x".repeat(previewCodeMaxLength + 1);
const linkingForm = (count: string, months: string, validDays: string) => () =>
  linkingCodeProblems({
    count: typedWholeNumber(count),
    months: typedWholeNumber(months),
    validDays: typedWholeNumber(validDays),
  });
const doors: [string, LimitProblem, Door][] = [
  [
    "101 linking codes",
    "count-out-of-range",
    {
      api: ["/desk/linking-codes", { product: "digital", count: 101, months: 12, validDays: 90 }],
      cli: ["linking-codes", "digital", "--count=101"],
      given: { count: "101" },
      form: linkingForm("101", "12", "90"),
    },
  ],
  [
    "linking codes of 500 months",
    "months-out-of-range",
    {
      api: ["/desk/linking-codes", { product: "double", count: 1, months: 500, validDays: 90 }],
      cli: ["linking-codes", "double", "--months=500"],
      given: { months: "500" },
      form: linkingForm("1", "500", "90"),
    },
  ],
  [
    "linking codes redeemable for 366 days",
    "valid-days-out-of-range",
    {
      api: ["/desk/linking-codes", { product: "digital", count: 1, months: 12, validDays: 366 }],
      cli: ["linking-codes", "digital", "--valid-days=366"],
      given: { "valid-days": "366" },
      form: linkingForm("1", "12", "366"),
    },
  ],
  [
    "linking codes for no months",
    "months-out-of-range",
    {
      api: ["/desk/linking-codes", { product: "digital", count: 1, months: 0, validDays: 90 }],
      cli: ["linking-codes", "digital", "--months=0"],
      given: { months: "0" },
      form: linkingForm("1", "0", "90"),
    },
  ],
  [
    "a course granted for 121 months",
    "months-out-of-range",
    {
      api: [`${reader}/course`, { product: "digital", months: 121 }],
      cli: ["grant", "free@awd.example", "digital", "--months=121"],
      given: { months: "121" },
      form: () => courseMonthsProblems(typedWholeNumber("121")),
    },
  ],
  [
    "a partner id with a path",
    "partner-id-invalid",
    {
      api: ["/desk/partners", { id: "partner.example/page" }],
      cli: ["partner", "add", "partner.example/page"],
      given: {},
      form: () => partnerIdProblems(typedPartnerId("partner.example/page")),
    },
  ],
  [
    "a partner id that is an address",
    "partner-id-invalid",
    {
      api: ["/desk/partners", { id: "https://partner.example" }],
      cli: ["partner", "secret", "https://partner.example"],
      given: {},
      form: () => partnerIdProblems(typedPartnerId("https://partner.example")),
    },
  ],
  [
    "a partner id past a host name's length",
    "partner-id-invalid",
    {
      api: ["/desk/partners", { id: "a".repeat(partnerIdMaxLength + 1) }],
      cli: ["partner", "add", "a".repeat(partnerIdMaxLength + 1)],
      given: {},
      form: () => partnerIdProblems(typedPartnerId("a".repeat(partnerIdMaxLength + 1))),
    },
  ],
  [
    "a preview code one character too long",
    "preview-code-too-long",
    {
      api: ["/desk/preview-codes/2026-12", { code: overLimit }],
      cli: ["preview-code", "2026-12", overLimit],
      given: {},
      form: () => previewCodeProblems(overLimit),
    },
  ],
];

describe("an over-limit change, at every door", () => {
  it.each(doors)("%s is refused as %s", async (_, problem, door) => {
    const codesBefore = await codeCount();
    const changesBefore = await latestChange();
    const rightBefore = (await desk("right", "free@awd.example")).output;
    const partnersBefore = await server.database.db.select().from(alliancePartners);

    expect(door.form()).toEqual([problem]);

    const answer = await call("POST", ...door.api);
    expect(answer.status).toBe(422);
    expect((answer.body as { code?: string }).code).toBe(problem);

    const result = await desk(...door.cli);
    expect(result.exitCode).toBe(2);
    expect(result.output.split("\n")[0]).toBe(limitRefusalText(problem, door.given));

    expect(await codeCount()).toBe(codesBefore);
    expect(await latestChange()).toBe(changesBefore);
    expect((await desk("right", "free@awd.example")).output).toBe(rightBefore);
    expect(await server.database.db.select().from(alliancePartners)).toEqual(partnersBefore);
  });
});

// A caller that never goes through HTTP nor the command line's own check (an import, a script) is
// refused by the service itself, with the same problem code.
describe("the services hold to the desk's limits themselves", () => {
  const db = () => server.database.db;
  const at = () => new Date(server.clock.now);
  const refusal = (problem: LimitProblem) => expect.objectContaining({ status: 422, code: problem });

  it.each<[string, LimitProblem, () => Promise<unknown>]>([
    [
      "101 codes of 500 months",
      "count-out-of-range",
      () =>
        issueDeskLinkingCodes(db(), deskOperator, { product: "digital", count: 101, months: 500, validDays: 90 }, at()),
    ],
    [
      "codes redeemable for 366 days",
      "valid-days-out-of-range",
      () =>
        issueDeskLinkingCodes(db(), deskOperator, { product: "digital", count: 1, months: 12, validDays: 366 }, at()),
    ],
    [
      "a grant of 500 months",
      "months-out-of-range",
      () =>
        grantReaderCourse(
          db(),
          deskOperator,
          "awd|demo-free",
          { product: "digital", months: 500, firstMonth: false, replace: true },
          at(),
        ),
    ],
    [
      "an extension of 0 months",
      "months-out-of-range",
      () => extendReaderCourse(db(), deskOperator, "awd|demo-free", 0, at()),
    ],
    [
      "an empty preview code",
      "preview-code-empty",
      () => setMonthPreviewCode(db(), deskOperator, "2026-12", "  ", at()),
    ],
    [
      "a partner whose id is an address",
      "partner-id-invalid",
      () => addPartner(db(), "https://partner.example", { operator: deskOperator, at: at() }),
    ],
    [
      "a preview code past its length",
      "preview-code-too-long",
      () => setMonthPreviewCode(db(), deskOperator, "2026-12", overLimit, at()),
    ],
  ])("%s → %s", async (_, problem, change) => {
    const codesBefore = await codeCount();
    const changesBefore = await latestChange();
    const monthsBefore = await server.database.db.select().from(previewCodes);
    const partnersBefore = await server.database.db.select().from(alliancePartners);
    const failure = await change().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toEqual(refusal(problem));
    expect(await codeCount()).toBe(codesBefore);
    expect(await latestChange()).toBe(changesBefore);
    expect(await server.database.db.select().from(previewCodes)).toEqual(monthsBefore);
    expect(await server.database.db.select().from(alliancePartners)).toEqual(partnersBefore);
  });
});
