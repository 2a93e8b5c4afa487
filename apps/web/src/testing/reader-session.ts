import { type AuthorizationRight, emptyRight } from "@awd/core/rights";
import { act, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";
import {
  registerSessionActions,
  reportSession,
  type SessionActions,
  type SessionStatus,
  sessionActions,
} from "@/auth/session-store";
import type { FakeAnswer, SentRequest } from "./fake-api";

// The reader of a component test: the session as the sign-in SDK would report it (through
// reportSession, with the SDK's actions recorded) and the right the API answers for them. A test
// that sets the session loads its island with openPage, so that each test is a page of its own.

const day = 24 * 60 * 60 * 1000;
const at = (fromNowMs: number) => new Date(Date.now() + fromNowMs).toISOString();

/**
 * A right as GET /auth/right answers it: a running digital subscription, none (a free member), or a
 * running double course whose preview code was entered `codeDaysAgo` days ago (null: never).
 */
export function rightOf(kind: "subscriber" | "free" | "double", codeDaysAgo: number | null = null): AuthorizationRight {
  // The API adds when to ask again (sessionExpiresAt), which the page does not read here.
  const session = { sessionExpiresAt: at(10 * 60 * 1000) };
  if (kind === "free") return { ...emptyRight, ...session };
  return {
    ...emptyRight,
    ...session,
    productContentId: kind === "double" ? "double" : "digital",
    status: "available",
    startedAt: at(-60 * day),
    expireAt: at(60 * day),
    previewCodeAuthenticatedAt: kind === "double" && codeDaysAgo !== null ? at(-codeDaysAgo * day) : null,
  };
}

/** The after-paint answer of a signed-in reader's page (GET /reader/after-paint). */
export const afterPaintAnswer = (right: AuthorizationRight, dueCount = 0): FakeAnswer => ({
  status: 200,
  body: { data: { right, dueCount, finished: [] } },
});

/** The SDK's actions, recorded: login, logout and renew do nothing else; credentials are a bearer token. */
export function fakeSessionActions() {
  const actions = {
    login: vi.fn<SessionActions["login"]>(async () => {}),
    logout: vi.fn<SessionActions["logout"]>(async () => {}),
    renew: vi.fn<SessionActions["renew"]>(async () => {}),
    credentials: vi.fn<SessionActions["credentials"]>(async () => ({
      kind: "bearer",
      accessToken: "token",
      idToken: undefined,
    })),
  };
  registerSessionActions(actions);
  return actions;
}

/** The session as the SDK reports it; `renewing`: the SDK was asked for a session stored on this browser. */
export function sessionIs(status: SessionStatus, { renewing = false } = {}) {
  const user = status === "signed-in" ? { name: "読者", email: "reader@example.jp", updatedAt: "1" } : null;
  act(() => {
    if (renewing) void sessionActions();
    reportSession({ status, user, error: null });
  });
}

/**
 * A page opened anew: the session, the right and what the page asked the API are kept by modules
 * (as on a page), so each test loads the island and this module again, after resetting them.
 */
export async function openPage<T>(load: () => Promise<T>): Promise<T & { reader: typeof import("./reader-session") }> {
  vi.resetModules();
  const reader = await import("./reader-session");
  return { ...(await load()), reader };
}

/**
 * Answers the request the page sent (held back until then) with `answer`, the clock stopped first:
 * a failure the page asks again about waits on a timer, which then stays pending and asks nothing
 * during a later test. Returns once the page took the answer in (the retry is scheduled, or none).
 */
export async function answerHeldRequest(
  sent: readonly SentRequest[],
  resolve: (answer: FakeAnswer) => void,
  answer: FakeAnswer,
  { retried }: { retried: boolean },
) {
  await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  await act(async () => resolve(answer));
  if (retried) await until(() => vi.getTimerCount() === 1);
}

/**
 * Waits until `check` holds, letting the page's promises run, the clock standing still: unlike
 * vi.waitFor, which moves fake timers on, so a retry's timer would fire while a test waits.
 */
export async function until(check: () => boolean) {
  for (let turns = 0; turns < 1_000 && !check(); turns += 1)
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  expect(check()).toBe(true);
}
