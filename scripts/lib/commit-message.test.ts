import { describe, expect, it } from "vitest";
import { commitMessageProblems, storedMessage } from "./commit-message.ts";

const body = "\n\nA reader who set prefers-reduced-motion saw the notices move every 3 s.";

describe("commitMessageProblems (CONTRIBUTING.md#commit-habits)", () => {
  it.each([
    ["a short subject and a body", `Notices take turns only when asked${body}`, []],
    ["72 characters", `${"a".repeat(72)}${body}`, []],
    ["72 Japanese characters count as 72", `${"あ".repeat(72)}${body}`, []],
    ["73 characters", `${"a".repeat(73)}${body}`, ["the subject is 73 characters; keep it to 72"]],
    ["a trailing period", `Search pages hold 12 results.${body}`, ["the subject ends with a period"]],
    ["no body", "Search pages hold 12 results", ["there is no body saying why the change was made"]],
    [
      "only comments below the subject",
      "Search pages hold 12 results\n\n# Please enter",
      ["there is no body saying why the change was made"],
    ],
    [
      "no blank line",
      "Search pages hold 12 results\nbecause readers asked",
      ["the subject is followed by a blank line before the body", "there is no body saying why the change was made"],
    ],
    ["empty", "\n# Please enter the commit message\n", ["the message is empty"]],
    ["git's merge", "Merge branch 'writes'", []],
    ["git's revert", 'Revert "Search pages hold 12 results"\n\nThis reverts commit 0123.', []],
    ["a fixup", "fixup! Search pages hold 12 results", []],
  ])("%s", (_, message, problems) => {
    expect(commitMessageProblems(message)).toEqual(problems);
  });
});

describe("storedMessage", () => {
  it("drops comment lines and everything below the scissors of `git commit -v`", () => {
    const edited =
      "Subject\n\nWhy.\n# Please enter\n# ------------------------ >8 ------------------------\ndiff --git a b";
    expect(storedMessage(edited)).toBe("Subject\n\nWhy.");
  });
});
