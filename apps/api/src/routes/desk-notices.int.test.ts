import { notices } from "@awd/core/constants";
import type { DeskNotice } from "@awd/core/contract/desk-notices";
import type { FieldProblem } from "@awd/core/contract/field-problems";
import { tokyoWallClockInstant } from "@awd/core/dates";
import { noticeProblemDescriptions, noticeProblems } from "@awd/core/desk-notice";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDeskCommand } from "../desk/commands.ts";
import { deskClient, deskOperator } from "../desk/desk-test-client.ts";
import { ApiError } from "../errors.ts";
import { listChanges } from "../services/audit-log.ts";
import { addNotice, allNotices, changeNotice } from "../services/notices.ts";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  // No site to regenerate: nothing listens on port 9.
  server = await startTestServer({
    content: false,
    config: { site: { url: "http://127.0.0.1:9/awd/api/revalidate", secret: "unused" } },
  });
  desk = deskClient(server);
});
afterAll(() => server.close());

const hourAgo = () => new Date(server.clock.now - 3_600_000).toISOString();
const notice = (message: string, change: Record<string, unknown> = {}) => ({
  message,
  url: null,
  startsAt: hourAgo(),
  endsAt: null,
  ...change,
});

const add = async (message: string, change: Record<string, unknown> = {}) => {
  const answer = await desk("POST", "/desk/notices", notice(message, change));
  expect(answer.status).toBe(201);
  return (answer.body as { data: DeskNotice }).data;
};

const lastChange = async (action: string) => (await listChanges(server.database.db, { action, limit: 1 }))[0];

const onHomePage = async () =>
  (
    (await server.get("/noticeInformation")).body as { data: { notifications: { message: string }[] } }
  ).data.notifications.map((n) => n.message);

describe("notices on the desk", () => {
  it("adds a notice first in the order, shown at once to readers, audited with the operator", async () => {
    const added = await add("年末年始の配信について", { url: "/awd/help" });
    expect(added).toMatchObject({ message: "年末年始の配信について", url: "/awd/help", endsAt: null });
    expect((await onHomePage())[0]).toBe("年末年始の配信について");
    expect(await lastChange("notice.add")).toMatchObject({
      operator: deskOperator,
      target: `notice ${added.id}`,
      before: null,
      after: { message: "年末年始の配信について", url: "/awd/help" },
    });
    const list = (await desk("GET", "/desk/notices")).body as { data: { notices: DeskNotice[] } };
    expect(list.data.notices[0]?.id).toBe(added.id);
  });

  it("changes a notice, audited with what it was before", async () => {
    const added = await add("変える前");
    const changed = await desk(
      "POST",
      `/desk/notices/${added.id}`,
      notice("変えた後", { url: "https://example.com/a" }),
    );
    expect(changed.status).toBe(200);
    expect(await onHomePage()).toContain("変えた後");
    expect(await lastChange("notice.change")).toMatchObject({
      target: `notice ${added.id}`,
      before: { message: "変える前", url: null },
      after: { message: "変えた後", url: "https://example.com/a" },
    });
  });

  it("orders the notices as the desk lists them, and the home page follows", async () => {
    const first = await add("一番目");
    const second = await add("二番目");
    const ids = ((await desk("GET", "/desk/notices")).body as { data: { notices: DeskNotice[] } }).data.notices.map(
      (n) => n.id,
    );
    const reordered = [first.id, second.id, ...ids.filter((id) => id !== first.id && id !== second.id)];
    expect((await desk("POST", "/desk/notices/order", { ids: reordered })).status).toBe(200);
    expect((await onHomePage()).slice(0, 2)).toEqual(["一番目", "二番目"]);
    expect(await lastChange("notice.change")).toMatchObject({ target: "notices order", before: ids, after: reordered });
  });

  it("refuses an order that does not name every notice once, and changes nothing", async () => {
    const before = await onHomePage();
    const ids = ((await desk("GET", "/desk/notices")).body as { data: { notices: DeskNotice[] } }).data.notices.map(
      (n) => n.id,
    );
    for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999]])
      expect((await desk("POST", "/desk/notices/order", { ids: wrong })).status).toBe(409);
    expect(await onHomePage()).toEqual(before);
  });

  it("shows a scheduled notice only from its start until its end", async () => {
    const later = new Date(server.clock.now + 86_400_000).toISOString();
    await add("明日から", { startsAt: later });
    await add("もう終わった", { startsAt: hourAgo(), endsAt: new Date(server.clock.now - 60_000).toISOString() });
    expect(await onHomePage()).not.toContain("明日から");
    expect(await onHomePage()).not.toContain("もう終わった");
  });

  it("removes a notice, audited with what it was; a second removal finds none", async () => {
    const added = await add("消すお知らせ");
    expect(await desk("DELETE", `/desk/notices/${added.id}`)).toMatchObject({
      status: 200,
      body: { data: { id: added.id, message: "消すお知らせ" } },
    });
    expect(await onHomePage()).not.toContain("消すお知らせ");
    expect(await lastChange("notice.remove")).toMatchObject({
      target: `notice ${added.id}`,
      before: { message: "消すお知らせ" },
      after: null,
    });
    expect((await desk("DELETE", `/desk/notices/${added.id}`)).status).toBe(404);
    expect((await desk("POST", `/desk/notices/${added.id}`, notice("ない"))).status).toBe(404);
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ["an empty message", { message: "" }, [["message", "message-empty"]]],
    ["a message over 200 characters", { message: "あ".repeat(201) }, [["message", "message-too-long"]]],
    ["an http link", { url: "http://example.com" }, [["url", "url-not-https"]]],
    ["a script link", { url: "javascript:alert(1)" }, [["url", "url-not-https"]]],
    ["an end before the start", { endsAt: new Date(0).toISOString() }, [["endsAt", "ends-not-after-start"]]],
    [
      "a link and an end both wrong",
      { url: "//evil.example", endsAt: new Date(0).toISOString() },
      [
        ["url", "url-not-https"],
        ["endsAt", "ends-not-after-start"],
      ],
    ],
  ])("refuses %s with 422 naming the fields and problems, and stores nothing", async (_, change, fields) => {
    const before = await lastChange("notice.add");
    const answer = await desk("POST", "/desk/notices", { ...notice("お知らせ"), ...change });
    expect(answer.status).toBe(422);
    const { problems } = answer.body as { problems: FieldProblem[] };
    expect(problems.map((p) => [p.path, p.code])).toEqual(fields);
    // The message is English for whoever reads the answer by hand; the desk screen says the code in Japanese.
    expect(problems.every((p) => /^The /.test(p.message))).toBe(true);
    expect(await lastChange("notice.add")).toEqual(before);
  });

  it("audits the command line's notices as the operator cli", async () => {
    const { exitCode } = await runDeskCommand(
      server.database.db,
      ["notice", "add", "コマンドからのお知らせ"],
      new Date(server.clock.now),
    );
    expect(exitCode).toBe(0);
    expect(await lastChange("notice.add")).toMatchObject({
      operator: { subject: "cli" },
      after: { message: "コマンドからのお知らせ" },
    });
    expect((await onHomePage())[0]).toBe("コマンドからのお知らせ");
  });
});

// One notice past the rule at every door: the desk's form checks the fields as it reads them (Tokyo
// wall-clock text), the API refuses the body, the service refuses a caller that never went through
// HTTP (an import, a script) and the command line refuses its options, each with the same problems;
// nothing is stored nor audited.
describe("a notice past its rule, at every door", () => {
  interface Draft {
    message: string;
    url: string;
    /** Tokyo wall-clock time, as the form's field holds it */
    startsAt: string;
    endsAt: string;
  }
  const valid: Draft = { message: "お知らせ", url: "", startsAt: "2026-12-01T09:00", endsAt: "" };
  const instant = (text: string) => {
    const date = tokyoWallClockInstant(text);
    if (!date) throw new Error(`not a Tokyo wall-clock time: ${text}`);
    return date;
  };
  const fieldsOf = (draft: Draft) => ({
    message: draft.message,
    url: draft.url === "" ? null : draft.url,
    startsAt: instant(draft.startsAt),
    endsAt: draft.endsAt === "" ? null : instant(draft.endsAt),
  });
  const bodyOf = (draft: Draft) => {
    const fields = fieldsOf(draft);
    return { ...fields, startsAt: fields.startsAt.toISOString(), endsAt: fields.endsAt?.toISOString() ?? null };
  };
  const argsOf = (draft: Draft) => {
    const body = bodyOf(draft);
    return [
      "notice",
      "add",
      body.message,
      ...(body.url ? [`--url=${body.url}`] : []),
      `--from=${body.startsAt}`,
      ...(body.endsAt ? [`--until=${body.endsAt}`] : []),
    ];
  };
  const refusalOf = (change: () => Promise<unknown>) =>
    change().then(
      () => undefined,
      (error: unknown) => error,
    );

  it.each<[string, Partial<Draft>, [string, string][]]>([
    [
      "a message one character past its length",
      { message: "あ".repeat(notices.messageMaxLength + 1) },
      [["message", "message-too-long"]],
    ],
    ["a message of spaces only", { message: "   " }, [["message", "message-empty"]]],
    ["an http link", { url: "http://example.com/" }, [["url", "url-not-https"]]],
    ["an end before its start", { endsAt: "2026-11-30T09:00" }, [["endsAt", "ends-not-after-start"]]],
  ])("%s is refused alike", async (_, change, expected) => {
    const draft = { ...valid, ...change };
    const existing = await add("変わらないお知らせ");
    const stored = await allNotices(server.database.db);
    const added = await lastChange("notice.add");
    const changed = await lastChange("notice.change");

    // The desk's form, before sending.
    expect(Object.entries(noticeProblems(fieldsOf(draft)))).toEqual(expected);

    // The API, adding and changing.
    for (const path of ["/desk/notices", `/desk/notices/${existing.id}`]) {
      const answer = await desk("POST", path, bodyOf(draft));
      expect(answer.status).toBe(422);
      expect((answer.body as { problems: FieldProblem[] }).problems.map((p) => [p.path, p.code])).toEqual(expected);
    }

    // The service, called by no route.
    const by = { operator: deskOperator, at: new Date(server.clock.now) };
    for (const refusal of [
      await refusalOf(() => addNotice(server.database.db, fieldsOf(draft), by)),
      await refusalOf(() => changeNotice(server.database.db, existing.id, fieldsOf(draft), by)),
    ]) {
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 422 });
      expect((refusal as ApiError).problems?.map((p) => [p.path, p.code])).toEqual(expected);
    }

    // The command line.
    const result = await runDeskCommand(server.database.db, argsOf(draft), new Date(server.clock.now));
    expect(result.exitCode).toBe(2);
    const firstProblem = Object.values(noticeProblems(fieldsOf(draft)))[0];
    expect(result.output.split("\n")[0]).toBe(firstProblem && noticeProblemDescriptions[firstProblem]);

    expect(await allNotices(server.database.db)).toEqual(stored);
    expect(await lastChange("notice.add")).toEqual(added);
    expect(await lastChange("notice.change")).toEqual(changed);
  });
});
