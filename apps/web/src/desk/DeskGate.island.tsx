"use client";

import type { DeskOperator } from "@awd/core/contract/desk-operator";
import { type ReactNode, useEffect, useState } from "react";
import { deskOperatorMeRoute } from "@/api/desk-operator.generated";
import { renewSession, sessionActions, useSession } from "@/auth/session-store";
import { withBase } from "@/lib/paths";
import { deskMessages } from "@/messages/desk";
import styles from "./DeskFrame.module.css";
import { DeskOperatorContext } from "./desk-operator";
import { deskApi, deskErrorOf } from "./deskApi";

type GateState =
  | { kind: "checking" }
  | { kind: "allowed"; operator: DeskOperator }
  | { kind: "refused" }
  | { kind: "failed"; message: string };

function Refused() {
  return (
    <div className={styles.gate}>
      <h1 className={styles.gateTitle}>{deskMessages.gate.refused}</h1>
      <p>{deskMessages.gate.refusedDetail}</p>
      <p>
        <a href={withBase("/")}>{deskMessages.gate.toSite}</a>
      </p>
    </div>
  );
}

/**
 * The desk's sign-in gate (docs/product/publishers-desk.md#who-may-use-the-desk): a signed-out visitor
 * is sent to sign in and comes back here; a signed-in account is asked of the API, and only an
 * operator holding desk:read sees the screen.
 */
export function DeskGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [state, setState] = useState<GateState>({ kind: "checking" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt changes when the operator asks again
  useEffect(() => {
    if (status === "anonymous") {
      sessionActions()
        .then((actions) => actions.login())
        .catch(() => setState({ kind: "failed", message: deskMessages.gate.failed }));
      return;
    }
    if (status === "alliance") return setState({ kind: "refused" });
    if (status !== "signed-in") return;
    let live = true;
    setState({ kind: "checking" });
    deskApi(deskOperatorMeRoute)
      .then((operator) => live && setState({ kind: "allowed", operator }))
      .catch((error: unknown) => {
        if (!live) return;
        const failure = deskErrorOf(error);
        setState(failure.failure === "forbidden" ? { kind: "refused" } : { kind: "failed", message: failure.message });
      });
    return () => {
      live = false;
    };
  }, [status, attempt]);

  if (status === "unconfirmed")
    return (
      <div className={styles.gate} role="alert">
        <p>{deskMessages.gate.unconfirmed}</p>
        <button type="button" className={styles.action} onClick={() => renewSession()}>
          {deskMessages.gate.retry}
        </button>
      </div>
    );
  if (state.kind === "allowed")
    return <DeskOperatorContext.Provider value={state.operator}>{children}</DeskOperatorContext.Provider>;
  if (state.kind === "refused") return <Refused />;
  if (state.kind === "failed")
    return (
      <div className={styles.gate} role="alert">
        <p>{state.message}</p>
        <button type="button" className={styles.action} onClick={() => setAttempt((n) => n + 1)}>
          {deskMessages.gate.retry}
        </button>
      </div>
    );
  return (
    <p className={styles.gate} role="status">
      {status === "anonymous" ? deskMessages.gate.signingIn : deskMessages.gate.checking}
    </p>
  );
}
