import type { PrintEdition } from "@awd/core/contract/print-editions";
import { FailedResponseError } from "@awd/core/errors";
import { useEffect, useState } from "react";
import { printEditionsShowRoute } from "@/api/print-editions.generated";
import { browserApi } from "@/auth/browser-api";
import { useSession } from "@/auth/session-store";

/** The API's refusal of the PDF: not signed in (401), or without a valid right (403); print-denial.ts says why. */
export type PrintRefusal = 401 | 403;

export type PrintEditionState =
  | { status: "loading" }
  | { status: "ready"; edition: PrintEdition }
  | { status: "denied"; refusal: PrintRefusal }
  | { status: "failed"; retry: () => void };

const denialOf = (error: unknown): PrintRefusal | undefined =>
  error instanceof FailedResponseError && (error.status === 401 || error.status === 403) ? error.status : undefined;

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
    browserApi(printEditionsShowRoute, {
      params: { issueDate },
      retries: { signal: controller.signal, isFinal: (error) => denialOf(error) !== undefined },
    }).then(
      (edition) => {
        if (!controller.signal.aborted) setState({ status: "ready", edition });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = denialOf(error);
        setState(refusal ? { status: "denied", refusal } : { status: "failed", retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => controller.abort();
  }, [issueDate, session, attempt]);

  return state;
}
