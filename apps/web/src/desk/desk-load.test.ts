import { describe, expect, it } from "vitest";
import { type DeskLoad, type DeskLoadEvent, deskLoadFailure, deskLoadView, nextDeskLoad } from "./desk-load";
import { DeskApiError } from "./deskApi";

const unavailable = new DeskApiError("failed", "サーバーに接続できませんでした。", 503);
const refused = new DeskApiError("forbidden", "この操作をする権限がありません。", 403);

describe("nextDeskLoad: what a desk screen shows of what it reads", () => {
  const loading: DeskLoad<string[]> = { kind: "loading" };
  const shown: DeskLoad<string[]> = { kind: "loaded", data: ["a"], reading: false };
  const failed: DeskLoad<string[]> = { kind: "failed", error: unavailable };
  it.each<[string, DeskLoad<string[]>, DeskLoadEvent<string[]>, DeskLoad<string[]>]>([
    ["first read", loading, { type: "start" }, loading],
    ["read again: the list stays shown", shown, { type: "start" }, { kind: "loaded", data: ["a"], reading: true }],
    ["asked again after a failure: reading, not failed", failed, { type: "start" }, loading],
    ["something else read (a new range): the last one goes", shown, { type: "start", fresh: true }, loading],
    ["answered", loading, { type: "read", data: [] }, { kind: "loaded", data: [], reading: false }],
    ["failed, with what the API answered", loading, { type: "fail", error: unavailable }, failed],
    [
      "a list shown fails when read again: told",
      shown,
      { type: "fail", error: refused },
      { kind: "failed", error: refused },
    ],
    [
      "a change answered with the new list",
      shown,
      { type: "replace", data: ["b"] },
      { kind: "loaded", data: ["b"], reading: false },
    ],
  ])("%s", (_, state, event, next) => {
    expect(nextDeskLoad(state, event)).toEqual(next);
  });
});

describe("deskLoadView: never an empty list for a failed read", () => {
  const isEmpty = (rows: string[]) => rows.length === 0;
  it.each<[string, DeskLoad<string[]>, string]>([
    ["reading", { kind: "loading" }, "loading"],
    ["failed", { kind: "failed", error: unavailable }, "failed"],
    ["read, nothing in it", { kind: "loaded", data: [], reading: false }, "empty"],
    ["read", { kind: "loaded", data: ["a"], reading: false }, "loaded"],
  ])("%s", (_, state, view) => {
    expect(deskLoadView(state, isEmpty)).toBe(view);
  });

  it("shows an empty answer as the screen when the screen has no empty line", () => {
    expect(deskLoadView({ kind: "loaded", data: [], reading: false })).toBe("loaded");
  });
});

describe("deskLoadFailure: the failure as the API told it", () => {
  it.each([
    [unavailable, undefined, "サーバーに接続できませんでした。"],
    [refused, undefined, "この操作をする権限がありません。"],
    [
      unavailable,
      "レポートを読み込めませんでした。",
      "レポートを読み込めませんでした。 サーバーに接続できませんでした。",
    ],
  ])("%o %s", (error, leadIn, sentence) => {
    expect(deskLoadFailure(error, leadIn)).toBe(sentence);
  });
});
