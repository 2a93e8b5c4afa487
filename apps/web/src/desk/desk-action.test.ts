import { describe, expect, it } from "vitest";
import {
  type DeskActionEvent,
  type DeskActionState,
  deskActionIdle,
  dialogProblem,
  nextDeskAction,
  problemMessage,
  shownOutcome,
} from "./desk-action";
import { DeskApiError } from "./deskApi";

describe("problemMessage: the screen's sentence for the API's problem, else the desk's", () => {
  const taken = new DeskApiError("invalid", "入力を確認してください。", 409, "partner-exists");
  const gone = new DeskApiError("not-found", "見つかりませんでした。", 404);
  const offline = new DeskApiError("failed", "サーバーに接続できませんでした。");
  it.each<[string, DeskApiError, Record<string, string>, string]>([
    ["by problem code", taken, { "partner-exists": "そのIDは登録済みです。" }, "そのIDは登録済みです。"],
    ["by status", taken, { "409": "すでに有効なコースがあります。" }, "すでに有効なコースがあります。"],
    ["code before status", taken, { "409": "状態", "partner-exists": "コード" }, "コード"],
    ["none of the screen's: the desk's", gone, { "409": "すでに有効なコースがあります。" }, "見つかりませんでした。"],
    ["unreachable: the desk's", offline, { "409": "x" }, "サーバーに接続できませんでした。"],
  ])("%s", (_, error, problems, sentence) => {
    expect(problemMessage(error, problems)).toBe(sentence);
  });
});

type State = DeskActionState<string>;
const idle: State = deskActionIdle;
const asking: State = { asking: { args: "n1" }, pending: false, outcome: { kind: "none" } };
const sending: State = { asking: { args: "n1" }, pending: true, outcome: { kind: "none" } };
const failedAsked: State = { asking: { args: "n1" }, pending: false, outcome: { kind: "problem", message: "失敗" } };
const failed: State = { asking: undefined, pending: false, outcome: { kind: "problem", message: "失敗" } };

describe("nextDeskAction: asked, sent, then one outcome", () => {
  it.each<[string, State, DeskActionEvent<string>, State]>([
    ["a destructive change is asked first", idle, { type: "ask", args: "n1" }, asking],
    ["asking clears the last outcome", failed, { type: "ask", args: "n1" }, asking],
    ["cancelled: nothing done, nothing told", failedAsked, { type: "cancel" }, idle],
    ["no cancelling while it is sent", sending, { type: "cancel" }, sending],
    ["sent: the last outcome goes", failed, { type: "send" }, { ...failed, pending: true, outcome: { kind: "none" } }],
    [
      "done: the dialog closes, the outcome is told",
      sending,
      { type: "done", message: "削除しました" },
      { asking: undefined, pending: false, outcome: { kind: "done", message: "削除しました" } },
    ],
    ["done with nothing to tell", sending, { type: "done", message: undefined }, idle],
    ["failed while asked: stays asked, to try again", sending, { type: "fail", message: "失敗" }, failedAsked],
    ["failed without asking", { ...idle, pending: true }, { type: "fail", message: "失敗" }, failed],
  ])("%s", (_, state, event, next) => {
    expect(nextDeskAction(state, event)).toEqual(next);
  });
});

describe("where a problem is told: in the dialog while asked, else on the outcome line", () => {
  it.each<[string, State, string | undefined, string | undefined]>([
    ["asked and failed", failedAsked, undefined, "失敗"],
    ["failed without asking", failed, "失敗", undefined],
    ["asked", asking, undefined, undefined],
  ])("%s", (_, state, line, dialog) => {
    const outcome = shownOutcome(state);
    expect(outcome.kind === "problem" ? outcome.message : undefined).toBe(line);
    expect(dialogProblem(state)).toBe(dialog);
  });
});
