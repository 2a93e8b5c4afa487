import type { PrintEdition } from "@awd/core/contract/print-editions";
import { FailedResponseError } from "@awd/core/errors";
import { useEffect, useState } from "react";
import { browserApi } from "@/auth/browser-api";
import { useSession } from "@/auth/session-store";

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

/**
 * The issue with a signed URL of its PDF, asked of the API with the visitor's credentials once the
 * session is known (asking earlier would go out anonymous, or load the sign-in SDK for nothing). A
 * refusal is an answer (the subscribe prompt), not a failure: only failures are retried
 * (docs/product/errors-and-retries.md#retries).
 */
export function usePrintEdition(issueDate: string): PrintEditionState {
  const session = useSession().status;
  const [state, setState] = useState<PrintEditionState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reader's retry: it must run the effect again
  useEffect(() => {
    if (session === "loading") return;
    const controller = new AbortController();
    setState({ status: "loading" });
    browserApi<PrintEdition>(`/print-editions/${encodeURIComponent(issueDate)}`, {
      retries: { signal: controller.signal, isFinal: (error) => denialOf(error) !== undefined },
    }).then(
      (edition) => {
        if (!controller.signal.aborted) setState({ status: "ready", edition });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const reason = denialOf(error);
        setState(reason ? { status: "denied", reason } : { status: "failed", retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => controller.abort();
  }, [issueDate, session, attempt]);

  return state;
}
