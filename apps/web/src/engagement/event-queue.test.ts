import { describe, expect, it, vi } from "vitest";
import { type AnalyticsEvent, batchesOf, createEventQueue, type EventContext, type Timers } from "./event-queue";

const reader: EventContext = { awd_user_type: "Digital", environment: "test" };
const event = (label: string, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  event: "page_view",
  label,
  ...reader,
  ...extra,
});
const bytes = (events: AnalyticsEvent[]) => new TextEncoder().encode(JSON.stringify({ events })).length;

/** Timers run by hand: `fire()` runs what is due, as the delay passing would. */
function fakeTimers() {
  const due = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    set(run, ms) {
      next += 1;
      due.set(next, { run, ms });
      return next;
    },
    clear(handle) {
      due.delete(handle as number);
    },
  };
  return {
    timers,
    scheduled: () => [...due.values()].map((t) => t.ms),
    fire() {
      const all = [...due.values()];
      due.clear();
      for (const t of all) t.run();
    },
  };
}

function setup(options: { fail?: boolean } = {}) {
  const clock = fakeTimers();
  const sent: { events: AnalyticsEvent[]; keepalive: boolean }[] = [];
  const report = vi.fn();
  const queue = createEventQueue({
    send: async (events, { keepalive }) => {
      sent.push({ events, keepalive });
      if (options.fail) throw new Error("offline");
    },
    report,
    timers: clock.timers,
    delayMs: 2000,
    limits: { maxEvents: 3, maxBytes: 10_000 },
  });
  return { clock, sent, report, queue };
}

describe("batchesOf (POST /events takes at most 50 events and 64 KB)", () => {
  it.each<[string, number, number, number[]]>([
    ["none", 0, 3, []],
    ["fewer than the limit: one batch", 2, 3, [2]],
    ["exactly the limit", 3, 3, [3]],
    ["over the limit: split in order", 7, 3, [3, 3, 1]],
  ])("%s", (_, count, maxEvents, sizes) => {
    const events = Array.from({ length: count }, (_, i) => event(`/awd/${i}`));
    const { batches, dropped } = batchesOf(events, { maxEvents, maxBytes: 100_000 });
    expect(batches.map((b) => b.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(events);
    expect(dropped).toEqual([]);
  });

  it("keeps every body within the byte limit, counting the envelope and commas", () => {
    const events = Array.from({ length: 10 }, (_, i) => event(`/awd/${"x".repeat(40)}${i}`));
    const maxBytes = bytes(events.slice(0, 3));
    const { batches } = batchesOf(events, { maxEvents: 50, maxBytes });
    expect(batches.map((b) => b.length)).toEqual([3, 3, 3, 1]);
    for (const batch of batches) expect(bytes(batch)).toBeLessThanOrEqual(maxBytes);
  });

  it("drops an event too large to go even alone, and sends the rest", () => {
    const huge = event("x".repeat(500));
    const { batches, dropped } = batchesOf([event("a"), huge, event("b")], { maxEvents: 50, maxBytes: 300 });
    expect(batches).toEqual([[event("a"), event("b")]]);
    expect(dropped).toEqual([huge]);
  });
});

describe("createEventQueue", () => {
  it("sends after the delay, in one batch, with who is reading and where", async () => {
    const { clock, sent, queue } = setup();
    queue.setContext(reader);
    queue.push({ event: "page_view", label: "/awd" });
    queue.push({ event: "nav_click", label: "nav_news" });
    expect(sent).toEqual([]);
    expect(clock.scheduled()).toEqual([2000]);
    clock.fire();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      events: [event("/awd"), { ...event("nav_news"), event: "nav_click" }],
      keepalive: false,
    });
    expect(queue.pending).toBe(0);
  });

  it("sends at once when a batch is full", async () => {
    const { clock, sent, queue } = setup();
    queue.setContext(reader);
    for (const label of ["a", "b", "c"]) queue.push({ event: "page_view", label });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.events.map((e) => e.label)).toEqual(["a", "b", "c"]);
    expect(clock.scheduled()).toEqual([]);
  });

  it("keeps events until the reader is known, then stamps them with it", async () => {
    const { clock, sent, queue } = setup();
    queue.push({ event: "search", label: "climate" });
    expect(clock.scheduled()).toEqual([]);
    await queue.flush();
    expect(sent).toEqual([]);
    expect(queue.pending).toBe(1);
    queue.setContext({ awd_user_type: "Free", environment: "test" });
    clock.fire();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.events).toEqual([
      { event: "search", label: "climate", awd_user_type: "Free", environment: "test" },
    ]);
  });

  it("stamps an event with the reader known when it was recorded", async () => {
    const { sent, queue } = setup();
    queue.setContext({ awd_user_type: "NotLoggedIn", environment: "test" });
    queue.push({ event: "page_view", label: "/awd" });
    queue.setContext(reader);
    await queue.flush();
    expect(sent[0]?.events[0]?.awd_user_type).toBe("NotLoggedIn");
  });

  it("flushes with keepalive when the page is left, cancelling the timer", async () => {
    const { clock, sent, queue } = setup();
    queue.setContext(reader);
    queue.push({ event: "page_view", label: "/awd" });
    await queue.flush({ keepalive: true });
    expect(sent).toEqual([{ events: [event("/awd")], keepalive: true }]);
    expect(clock.scheduled()).toEqual([]);
  });

  it("carries feedback answers as they are", async () => {
    const { sent, queue } = setup();
    queue.setContext(reader);
    queue.push({ event: "user_feedback", label: null, question_id: "q1", answer_value: 4 });
    await queue.flush();
    expect(sent[0]?.events).toEqual([
      { event: "user_feedback", label: null, question_id: "q1", answer_value: 4, ...reader },
    ]);
  });

  it("cuts a label the API would refuse (over 200 UTF-16 units), never inside a character", async () => {
    const { sent, queue } = setup();
    queue.setContext(reader);
    queue.push({ event: "search", label: "語".repeat(250) });
    queue.push({ event: "search", label: `a${"😀".repeat(150)}` });
    await queue.flush();
    expect(sent[0]?.events.map((e) => e.label)).toEqual(["語".repeat(200), `a${"😀".repeat(99)}`]);
  });

  it("reports a failed send and never rejects", async () => {
    const { sent, report, queue } = setup({ fail: true });
    queue.setContext(reader);
    queue.push({ event: "page_view", label: "/awd" });
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(report).toHaveBeenCalledWith(expect.stringContaining("could not be sent"), expect.any(Error));
    expect(queue.pending).toBe(0);
  });
});
