import type { DeskConfigValue } from "@awd/core/contract/desk-config";
import type { FieldProblem } from "@awd/core/contract/field-problems";
import { remoteConfigValueProblems, valueProblemDescription } from "@awd/core/remote-config-value";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskClient, deskOperator } from "../desk/desk-test-client.ts";
import { listChanges } from "../services/audit-log.ts";
import { defaultRemoteConfig, seedRemoteConfigDefaults } from "../services/remote-config.ts";
import { startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
let desk: ReturnType<typeof deskClient>;
beforeAll(async () => {
  server = await startTestServer({ content: false });
  desk = deskClient(server);
});
afterAll(() => server.close());

const lastChange = async (action: string) => (await listChanges(server.database.db, { action, limit: 1 }))[0];

/** An installation id whose A/B/C pattern is `label` (found by trying: the pattern is a hash). */
async function installationOf(label: "A" | "B" | "C"): Promise<string> {
  for (let i = 0; ; i++) {
    const id = `installation-${i}`;
    const answer = (await server.post("/remote-config", { installationId: id })).body as {
      data: { attributes: { abc_pattern: string } };
    };
    if (answer.data.attributes.abc_pattern === label) return id;
  }
}

const feedbackOf = async (installationId: string) =>
  (
    (await server.post("/remote-config", { installationId })).body as {
      data: { values: { userFeedback: { feedbacks: { question: string }[] } } };
    }
  ).data.values.userFeedback.feedbacks.map((q) => q.question);

const survey = (question: string) => ({
  feedbacks: [{ id: "q1", question, eventKey: "home", answerType: "rating", displayRules: { paths: ["^/awd/?$"] } }],
});

describe("remote config on the desk", () => {
  it("lists the stored values with their patterns", async () => {
    await seedRemoteConfigDefaults(server.database.db, new Date(server.clock.now));
    const { data } = (await desk("GET", "/desk/config")).body as { data: { values: DeskConfigValue[] } };
    expect(data.values).toContainEqual(
      expect.objectContaining({ key: "userFeedback", pattern: "", value: defaultRemoteConfig.userFeedback }),
    );
  });

  it("sets a survey for the C pattern only: readers in C see it, others the default; audited", async () => {
    const answer = await desk("POST", "/desk/config", {
      key: "userFeedback",
      pattern: "abc:C",
      value: survey("C の質問"),
    });
    expect(answer.status).toBe(200);
    expect(await feedbackOf(await installationOf("C"))).toEqual(["C の質問"]);
    expect(await feedbackOf(await installationOf("A"))).not.toContain("C の質問");
    expect(await lastChange("config.set")).toMatchObject({
      operator: deskOperator,
      target: "config userFeedback abc:C",
      before: null,
      after: survey("C の質問"),
    });

    await desk("POST", "/desk/config", { key: "userFeedback", pattern: "abc:C", value: survey("C の新しい質問") });
    expect(await lastChange("config.set")).toMatchObject({
      before: survey("C の質問"),
      after: survey("C の新しい質問"),
    });
  });

  it("removes a pattern's value, audited; the pattern's readers get the default again", async () => {
    await desk("POST", "/desk/config", { key: "userFeedback", pattern: "abc:B", value: survey("B の質問") });
    expect(await desk("DELETE", "/desk/config/userFeedback?pattern=abc:B")).toMatchObject({
      status: 200,
      body: { data: { key: "userFeedback", pattern: "abc:B", value: survey("B の質問") } },
    });
    expect(await feedbackOf(await installationOf("B"))).not.toContain("B の質問");
    expect(await lastChange("config.remove")).toMatchObject({
      target: "config userFeedback abc:B",
      before: survey("B の質問"),
      after: null,
    });
    expect((await desk("DELETE", "/desk/config/userFeedback?pattern=abc:B")).status).toBe(404);
  });

  const question = { id: "q", question: "質問", eventKey: "k", answerType: "rating", displayRules: { paths: [] } };
  it.each<[string, string, unknown]>([
    ["an empty phase", "userSurveyDisplayPhase", ""],
    ["a phase that is a number", "userSurveyDisplayPhase", 1],
    ["a list instead of the object", "userFeedback", []],
    ["an empty question", "userFeedback", { feedbacks: [{ ...question, question: "" }] }],
    ["an unknown answer type", "userFeedback", { feedbacks: [{ ...question, answerType: "stars" }] }],
    ["a bad display rule", "userFeedback", { feedbacks: [{ ...question, displayRules: { paths: ["("] } }] }],
    ["a survey without stars", "userFeedback", { feedbacks: [{ ...question, answerType: "text" }] }],
  ])("refuses %s with 422 and the problems the desk shows, storing nothing", async (_, key, value) => {
    const before = await lastChange("config.set");
    const answer = await desk("POST", "/desk/config", { key, pattern: "", value });
    expect(answer.status).toBe(422);
    expect((answer.body as { problems: FieldProblem[] }).problems).toEqual(
      remoteConfigValueProblems(key as "userFeedback", value).map((p) => ({
        path: p.path,
        code: p.code,
        message: valueProblemDescription(p),
      })),
    );
    expect(await lastChange("config.set")).toEqual(before);
  });

  it.each([
    ["an unknown key", { key: "colour", pattern: "", value: "red" }],
    ["an unknown pattern", { key: "userSurveyDisplayPhase", pattern: "abc:D", value: "AfterOnboarding" }],
  ])("refuses %s with 422", async (_, body) => {
    expect((await desk("POST", "/desk/config", body)).status).toBe(422);
  });
});
