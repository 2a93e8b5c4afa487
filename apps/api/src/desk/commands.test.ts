import { describe, expect, it } from "vitest";
import { changesSitePages } from "./commands.ts";

describe("changesSitePages: the desk commands after which the site regenerates its pages", () => {
  it.each<[string[], boolean]>([
    [["notice", "add", "お知らせ"], true],
    [["notice", "add", "お知らせ", "--url", "/help.html"], true],
    [["--from", "2026-12-01T09:00:00+09:00", "notice", "add", "お知らせ"], true],
    [["notice", "remove", "3"], true],
    [["notice", "list"], false],
    [["config", "set", "userSurveyDisplayPhase", '"AfterOnboarding"'], false],
    [["grant", "free@awd.example", "digital"], false],
    [[], false],
  ])("%j → %s", (args, expected) => {
    expect(changesSitePages(args)).toBe(expected);
  });
});
