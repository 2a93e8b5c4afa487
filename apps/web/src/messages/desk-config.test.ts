import { describe, expect, it } from "vitest";
import { deskConfigMessages as m, type ShownValueProblem } from "./desk-config";

describe("deskConfigMessages.problem: what the desk says for each problem of a value", () => {
  it.each<[ShownValueProblem, string]>([
    [{ path: "", code: "json-unreadable" }, "JSON として読めません"],
    [{ path: "", code: "phase-empty" }, "表示フェーズを入れてください"],
    [{ path: "feedbacks.0.question", code: "field-missing", field: "question" }, "質問文を入れてください"],
    [
      { path: "feedbacks.0.answerType", code: "answer-type-invalid", field: "answerType" },
      "回答の形は rating（星）か text（文章）です",
    ],
    [{ path: "", code: "field-malformed", field: undefined }, "値の形が正しくありません"],
    [{ path: "feedbacks.0.colour", code: "field-malformed", field: "colour" }, "colourの形が正しくありません"],
    [{ path: "feedbacks.0.toString", code: "field-malformed", field: "toString" }, "toStringの形が正しくありません"],
    [{ path: "feedbacks.1.id", code: "id-taken", id: "s" }, "質問ID s はほかの質問と同じです"],
    [
      { path: "feedbacks.0.displayRules.paths.1", code: "rule-not-regex", pattern: "(" },
      "「(」は正規表現として読めません",
    ],
    [
      { path: "feedbacks.1.answerType", code: "survey-without-rating", eventKey: "comments" },
      "アンケート comments に星の質問（rating）がないため、表示されません",
    ],
  ])("%j → %s", (problem, text) => {
    expect(m.problem(problem)).toBe(text);
  });
});
