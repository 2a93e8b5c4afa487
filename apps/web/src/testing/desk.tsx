import type { DeskOperator } from "@awd/core/contract/desk-operator";
import type { DeskPermission } from "@awd/core/desk-permissions";
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { registerSessionActions, reportSession } from "@/auth/session-store";
import { DeskGate } from "@/desk/DeskGate.island";
import { type FakeAnswer, fakeApi, type SentRequest } from "./fake-api";

// A desk screen as an operator opens it: signed in, let in by the desk's gate, which asks the API
// who they are (/desk/me, faked at fetch like every other request) and gives the screens their
// permissions. Nothing of the desk is mocked.

export const editor: DeskPermission[] = ["desk:read", "desk:write"];
export const viewer: DeskPermission[] = ["desk:read"];

export const deskOperator = (permissions: readonly DeskPermission[]): DeskOperator => ({
  subject: "auth0|operator",
  email: "editor@awd.example",
  permissions: [...permissions],
});

/** An answer of the API with data, as the desk's routes give it. */
export const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { data } });
/** A problem of the API (docs/product/errors-and-retries.md). */
export const problem = (status: number, code = "problem", message = "problem"): FakeAnswer => ({
  status,
  body: { code, message },
});

/** Signs the operator in (the session store reports it) with the session actions a page would have. */
export function signInOperator() {
  sessionStorage.clear();
  registerSessionActions({
    login: async () => {},
    logout: async () => {},
    renew: async () => {},
    credentials: async () => ({ kind: "bearer", accessToken: "token", idToken: undefined }),
  });
  act(() => reportSession({ status: "signed-in", user: null, error: null }));
}

/** The requests of the desk's screen alone: the gate's /desk/me left out. */
export const screenRequests = (sent: SentRequest[]) => sent.filter((request) => !request.path.endsWith("/desk/me"));

/**
 * Renders `screen` inside the desk's gate for an operator holding `permissions`, the API answering the
 * screen's requests with `answer`; resolves once the gate let the operator in (the screen's title shows).
 */
export async function renderDesk(
  ui: ReactNode,
  permissions: readonly DeskPermission[],
  answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>,
) {
  signInOperator();
  const sent = fakeApi((request) =>
    request.path.endsWith("/desk/me") ? ok(deskOperator(permissions)) : answer(request),
  );
  render(<DeskGate>{ui}</DeskGate>);
  await screen.findByRole("heading", { level: 1 });
  return sent;
}

/** The changes a desk screen sent (every request but a read): method, path and body. */
export const deskChanges = (sent: SentRequest[]) =>
  screenRequests(sent)
    .filter((r) => r.method !== "GET")
    .map((r) => [r.method, r.path, r.body]);
