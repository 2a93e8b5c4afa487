import { eventLabelWithinLimit, eventLimits } from "@awd/core/event-fields";
import type { UserType } from "@awd/core/user-type";

// docs/product/analytics-events.md#batching: events wait in a queue and go to POST /events in
// batches, after a short delay or at once when the page is left. Pure: the sending and the timers
// are given, so the batching is tested without a browser.

/** One event as POST /events takes it. */
export interface AnalyticsEvent {
  event: string;
  label: string | null;
  awd_user_type: UserType;
  environment: string;
  question_id?: string;
  answer_value?: number | string;
}

/** What a caller records; who is reading and where are added by the queue. */
export type EventInput = Omit<AnalyticsEvent, "awd_user_type" | "environment">;

export interface EventContext {
  awd_user_type: UserType;
  environment: string;
}

export interface BatchLimits {
  maxEvents: number;
  maxBytes: number;
}

/**
 * The API takes at most 50 events and 64 KB a request (apps/api/src/services/events.ts); a little
 * under that in bytes, as a fetch with keepalive may carry 64 KB in all.
 */
const batchLimits: BatchLimits = { maxEvents: eventLimits.maxEvents, maxBytes: 60 * 1024 };

/** How long an event waits for others before the batch goes. */
const flushDelayMs = 2000;

const encoder = new TextEncoder();
const bytesOf = (value: unknown) => encoder.encode(JSON.stringify(value)).length;
/** `{"events":[]}` */
const envelopeBytes = bytesOf({ events: [] });

/**
 * Splits events, in order, into request bodies within the limits. An event too large to go even
 * alone is dropped (the API would refuse its whole batch).
 */
export function batchesOf(
  events: readonly AnalyticsEvent[],
  limits: BatchLimits = batchLimits,
): { batches: AnalyticsEvent[][]; dropped: AnalyticsEvent[] } {
  const batches: AnalyticsEvent[][] = [];
  const dropped: AnalyticsEvent[] = [];
  let current: AnalyticsEvent[] = [];
  let currentBytes = envelopeBytes;
  for (const event of events) {
    const size = bytesOf(event);
    if (envelopeBytes + size > limits.maxBytes) {
      dropped.push(event);
      continue;
    }
    // a comma before every event but the first
    const added = current.length === 0 ? size : size + 1;
    if (current.length === limits.maxEvents || currentBytes + added > limits.maxBytes) {
      batches.push(current);
      current = [];
      currentBytes = envelopeBytes;
    }
    currentBytes += current.length === 0 ? size : size + 1;
    current.push(event);
  }
  if (current.length > 0) batches.push(current);
  return { batches, dropped };
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface EventQueueOptions {
  send(events: AnalyticsEvent[], how: { keepalive: boolean }): Promise<void>;
  /** a failure is reported, never shown to the reader */
  report(message: string, error?: unknown): void;
  timers: Timers;
  delayMs?: number;
  limits?: BatchLimits;
}

export interface EventQueue {
  push(input: EventInput): void;
  /** Who is reading; events recorded before it is known wait for it. */
  setContext(context: EventContext | undefined): void;
  /** Sends what waits now; keepalive when the page is being left. Never rejects. */
  flush(how?: { keepalive?: boolean }): Promise<void>;
  readonly pending: number;
}

interface Entry {
  input: EventInput;
  context: EventContext | undefined;
}

export function createEventQueue(options: EventQueueOptions): EventQueue {
  const delayMs = options.delayMs ?? flushDelayMs;
  const limits = options.limits ?? batchLimits;
  let entries: Entry[] = [];
  let context: EventContext | undefined;
  let timer: unknown;

  const cancelTimer = () => {
    if (timer === undefined) return;
    options.timers.clear(timer);
    timer = undefined;
  };

  const flush = async ({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> => {
    cancelTimer();
    const ready = entries.filter((entry) => (entry.context ?? context) !== undefined);
    entries = entries.filter((entry) => (entry.context ?? context) === undefined);
    if (ready.length === 0) return;
    const events = ready.map(({ input, context: own }) => ({ ...input, ...(own ?? context) }) as AnalyticsEvent);
    const { batches, dropped } = batchesOf(events, limits);
    if (dropped.length > 0) options.report(`Analytics: ${dropped.length} event(s) too large to send were dropped`);
    await Promise.all(
      batches.map((batch) =>
        options.send(batch, { keepalive }).catch((error: unknown) => {
          options.report(`Analytics: a batch of ${batch.length} event(s) could not be sent`, error);
        }),
      ),
    );
  };

  const schedule = () => {
    if (timer !== undefined || context === undefined) return;
    timer = options.timers.set(() => {
      timer = undefined;
      void flush();
    }, delayMs);
  };

  return {
    push(input) {
      const label = input.label === null ? null : eventLabelWithinLimit(input.label);
      entries.push({ input: { ...input, label }, context });
      if (context !== undefined && entries.length >= limits.maxEvents) void flush();
      else schedule();
    },
    setContext(next) {
      context = next;
      if (entries.length > 0) schedule();
    },
    flush,
    get pending() {
      return entries.length;
    },
  };
}
