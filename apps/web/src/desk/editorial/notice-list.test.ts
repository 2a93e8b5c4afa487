import { describe, expect, it } from "vitest";
import { movedIds, type NoticeState, noticeStateOf } from "./notice-list";

const now = Date.parse("2026-11-27T12:00:00Z");

describe("noticeStateOf: whether the home page shows a notice", () => {
  it.each<[string, string, string | null, NoticeState]>([
    ["starts later", "2026-11-28T00:00:00Z", null, "scheduled"],
    ["started, no end", "2026-11-01T00:00:00Z", null, "showing"],
    ["started, ends later", "2026-11-01T00:00:00Z", "2026-12-01T00:00:00Z", "showing"],
    ["starts this instant", "2026-11-27T12:00:00Z", null, "showing"],
    ["ends this instant", "2026-11-01T00:00:00Z", "2026-11-27T12:00:00Z", "ended"],
    ["ended", "2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z", "ended"],
  ])("%s", (_, startsAt, endsAt, state) => {
    expect(noticeStateOf({ startsAt, endsAt }, now)).toBe(state);
  });
});

describe("movedIds: the order sent when a notice moves", () => {
  const notices = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it.each<[string, number, -1 | 1, number[]]>([
    ["the second up", 1, -1, [2, 1, 3]],
    ["the second down", 1, 1, [1, 3, 2]],
    ["the first up: unchanged", 0, -1, [1, 2, 3]],
    ["the last down: unchanged", 2, 1, [1, 2, 3]],
  ])("%s", (_, index, by, ids) => {
    expect(movedIds(notices, index, by)).toEqual(ids);
  });
});
