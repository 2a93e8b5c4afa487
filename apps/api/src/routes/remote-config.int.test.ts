import { type AbcLabel, type AbLabel, abcPattern, abPattern } from "@awd/core/ab-pattern";
import type { RemoteConfigValues } from "@awd/core/feedback-survey";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskUsage, runDeskCommand } from "../desk/commands.ts";
import { defaultRemoteConfig, seedRemoteConfigDefaults } from "../services/remote-config.ts";
import { internalHeaders, startTestServer, type TestServer } from "../test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ content: false });
});
afterAll(() => server.close());

interface RemoteConfig {
  attributes: { ab_pattern: AbLabel; abc_pattern: AbcLabel };
  values: RemoteConfigValues;
}
const fetchConfig = async (body: object) => {
  const { status, body: answer } = await server.post("/remote-config", body);
  return { status, answer: answer as { data: RemoteConfig; message?: string; status_code?: number } };
};
const configOf = async (installationId: string, claims: object = {}) =>
  (await fetchConfig({ installationId, ...claims })).answer.data;
const desk = (...args: string[]) => runDeskCommand(server.database.db, args, new Date(server.clock.now));

/** The first installation id of the form installation-N that falls in both groups. */
async function installationIn(ab: AbLabel, abc: AbcLabel): Promise<string> {
  for (let n = 0; ; n++) {
    const id = `installation-${n}`;
    if ((await abPattern(id)) === ab && (await abcPattern(id)) === abc) return id;
  }
}

describe("POST /remote-config", () => {
  it("answers core's defaults before anything is stored", async () => {
    expect(await configOf("fresh-installation")).toMatchObject({
      values: { userSurveyDisplayPhase: "BeforeOnboarding", userFeedback: { feedbacks: [] } },
    });
  });

  it("answers the seeded surveys once the API has seeded its defaults", async () => {
    await seedRemoteConfigDefaults(server.database.db, new Date(server.clock.now));
    const config = await configOf("fresh-installation");
    expect(config.values).toEqual(defaultRemoteConfig);
    expect(config.values.userFeedback.feedbacks.map((q) => [q.eventKey, q.answerType])).toEqual([
      ["article_feedback", "rating"],
      ["article_feedback", "text"],
      ["home_feedback", "rating"],
    ]);
  });

  it("computes the patterns from the installation id and ignores claims that differ", async () => {
    const id = await installationIn("A", "C");
    expect((await configOf(id)).attributes).toEqual({ ab_pattern: "A", abc_pattern: "C" });
    expect((await configOf(id, { ab_pattern: "B", abc_pattern: "A" })).attributes).toEqual({
      ab_pattern: "A",
      abc_pattern: "C",
    });
  });

  it("serves a pattern's value to its group and the default to the others", async () => {
    expect(
      (await desk("config", "set", "userSurveyDisplayPhase", '"AfterOnboarding"', "--pattern", "ab:B")).exitCode,
    ).toBe(0);
    const phaseOf = async (id: string) => (await configOf(id)).values.userSurveyDisplayPhase;
    expect(await phaseOf(await installationIn("B", "A"))).toBe("AfterOnboarding");
    expect(await phaseOf(await installationIn("A", "A"))).toBe("BeforeOnboarding");
  });

  it("lets an A/B/C group's value win over the A/B group's", async () => {
    const onlyStars = { feedbacks: [defaultRemoteConfig.userFeedback.feedbacks[2]] };
    await desk("config", "set", "userSurveyDisplayPhase", '"Never"', "--pattern", "abc:C");
    await desk("config", "set", "userFeedback", JSON.stringify(onlyStars), "--pattern", "abc:C");
    const config = await configOf(await installationIn("B", "C"));
    expect(config.values).toEqual({ userSurveyDisplayPhase: "Never", userFeedback: onlyStars });
    expect((await configOf(await installationIn("B", "B"))).values.userSurveyDisplayPhase).toBe("AfterOnboarding");
  });

  it("is never cached", async () => {
    const response = await fetch(`${server.url}/remote-config`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ installationId: "fresh-installation" }),
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    ["no installation id", {}, /installationId/],
    ["a short one", { installationId: "abc" }, /installationId/],
    ["one with spaces", { installationId: "my installation id" }, /installationId/],
    ["one of 129 characters", { installationId: "x".repeat(129) }, /installationId/],
    ["a pattern that is no label", { installationId: "fresh-installation", ab_pattern: "Z" }, /ab_pattern/],
    ["an A/B/C pattern that is no label", { installationId: "fresh-installation", abc_pattern: "D" }, /abc_pattern/],
  ])("refuses %s with 422 naming the field", async (_, body, field) => {
    const { status, answer } = await fetchConfig(body);
    expect(status).toBe(422);
    expect(answer).toMatchObject({ status_code: 422, message: expect.stringMatching(field) });
  });

  it("refuses a body that is not JSON", async () => {
    const response = await fetch(`${server.url}/remote-config`, { method: "POST", body: "installationId=x" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("the desk's config commands", () => {
  it.each([
    [["config"]],
    [["config", "set", "colour", '"blue"']],
    [["config", "set", "userSurveyDisplayPhase", "AfterOnboarding"]],
    [["config", "set", "userSurveyDisplayPhase", "3"]],
    [["config", "set", "userSurveyDisplayPhase", '"X"', "--pattern", "ab:C"]],
    [["config", "set", "userFeedback", '{"feedbacks":[{"id":"q"}]}']],
    [
      [
        "config",
        "set",
        "userFeedback",
        JSON.stringify({
          feedbacks: [{ id: "q", question: "?", eventKey: "k", answerType: "rating", displayRules: { paths: ["(("] } }],
        }),
      ],
    ],
    [["config", "remove"]],
  ])("answers %j with the usage and exit code 2", async (args) => {
    const result = await desk(...args);
    expect(result.exitCode).toBe(2);
    expect(result.output).toContain(deskUsage);
  });

  it("lists every value with its condition", async () => {
    const { exitCode, output } = await desk("config", "list");
    expect(exitCode).toBe(0);
    expect(output).toMatch(/^userFeedback {2}default {2}\S+\n {2}\{"feedbacks":\[/m);
    expect(output).toMatch(/^userSurveyDisplayPhase {2}ab:B {2}\S+\n {2}"AfterOnboarding"$/m);
    expect(output).toMatch(/^userSurveyDisplayPhase {2}abc:C /m);
  });

  it("removes a pattern's value, so its group gets the default again", async () => {
    const id = await installationIn("B", "A");
    expect((await desk("config", "remove", "userSurveyDisplayPhase", "--pattern", "ab:B")).output).toBe(
      "userSurveyDisplayPhase for ab:B removed",
    );
    expect((await configOf(id)).values.userSurveyDisplayPhase).toBe("BeforeOnboarding");
    expect((await desk("config", "remove", "userSurveyDisplayPhase", "--pattern", "ab:B")).output).toBe(
      "no value for userSurveyDisplayPhase for ab:B",
    );
  });

  it("keeps the operator's default when the API seeds again at its next start", async () => {
    await desk("config", "set", "userFeedback", '{"feedbacks":[]}');
    await seedRemoteConfigDefaults(server.database.db, new Date(server.clock.now));
    expect((await configOf(await installationIn("A", "A"))).values.userFeedback).toEqual({ feedbacks: [] });
  });

  it("runs through the API's desk route as npm run desk does while the API runs", async () => {
    const { status, body } = await server.post(
      "/internal/desk",
      { args: ["config", "set", "userSurveyDisplayPhase", '"AfterOnboarding"'] },
      internalHeaders,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ data: { exitCode: 0, output: "userSurveyDisplayPhase set" } });
    expect((await configOf(await installationIn("A", "A"))).values.userSurveyDisplayPhase).toBe("AfterOnboarding");
  });
});
