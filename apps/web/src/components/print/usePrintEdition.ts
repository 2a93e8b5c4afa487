import { FailedResponseError } from "@awd/core/errors";
import { retryDelayMs, shouldRetryFetch } from "@awd/core/retry";
import { useEffect, useState } from "react";
import { browserApi } from "@/auth/browser-api";
import { useSession } from "@/auth/session-store";
import type { PrintEdition } from "./print-edition";

/** Why the PDF is withheld: not signed in (401), or signed in without a valid right (403). */
export type PrintDenial = "login" | "subscribe";

export type PrintEditionState =
  | { status: "loading" }
  | { status: "ready"; edition: PrintEdition }
  | { status: "denied"; reason: PrintDenial }
  | { status: "failed"; retry: () => void };

const denials: Partial<Record<number, PrintDenial>> = { 401: "login", 403: "subscribe" };

const denialOf = (error: unknown): PrintDenial | undefined =>
  error instanceof FailedResponseError ? denials[error.status] : undefined;

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * The issue with a signed URL of its PDF, asked of the API with the visitor's credentials once the
 * session is known (asking earlier would go out anonymous, or load the sign-in SDK for nothing). A
 * refusal is an answer (the subscribe prompt), not a failure: only failures are retried
 * (decisions.md data fetching).
 */
export function usePrintEdition(issueDate: string): PrintEditionState {
  const session = useSession().status;
  const [state, setState] = useState<PrintEditionState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reader's retry: it must run the effect again
  useEffect(() => {
    if (session === "loading") return;
    let cancelled = false;
    setState({ status: "loading" });
    (async () => {
      for (let retries = 0; !cancelled; retries++) {
        try {
          const edition = await browserApi<PrintEdition>(`/print-editions/${encodeURIComponent(issueDate)}`);
          if (!cancelled) setState({ status: "ready", edition });
          return;
        } catch (error) {
          const denial = denialOf(error);
          if (cancelled) return;
          if (denial) return setState({ status: "denied", reason: denial });
          if (!shouldRetryFetch(retries, error))
            return setState({ status: "failed", retry: () => setAttempt((n) => n + 1) });
          await wait(retryDelayMs(retries));
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [issueDate, session, attempt]);

  return state;
}
