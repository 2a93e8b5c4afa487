import { describe, expect, it } from "vitest";
import { takeEvents } from "./import-events";

const article = (done: number) => `event: article\ndata: {"type":"article","done":${done},"total":3}\n\n`;

describe("takeEvents", () => {
  it.each([
    ["one whole event", article(1), [1], ""],
    ["two events in one chunk", article(1) + article(2), [1, 2], ""],
    ["an event cut in the middle", article(1) + article(2).slice(0, 20), [1], article(2).slice(0, 20)],
    ["a keep-alive comment", `: ping\n\n${article(3)}`, [3], ""],
    ["CRLF line ends", article(2).replaceAll("\n", "\r\n"), [2], ""],
  ])("reads %s", (_, received, done, rest) => {
    const taken = takeEvents(received);
    expect(taken.events.map((e) => (e.type === "article" ? e.done : -1))).toEqual(done);
    expect(taken.rest).toBe(rest);
  });

  it("reads an event whose pieces came in two chunks once they are joined", () => {
    const first = takeEvents(article(1).slice(0, 25));
    expect(first.events).toEqual([]);
    expect(takeEvents(first.rest + article(1).slice(25)).events).toEqual([{ type: "article", done: 1, total: 3 }]);
  });
});
