import type { DeskChangeArea } from "@awd/core/desk-permissions";
import type { ReactNode } from "react";
import failure from "@/components/notices/LoadFailed.module.css";
import { deskMessages } from "@/messages/desk";
import type { DeskOutcome } from "./desk-action";
import { type DeskLoad, deskLoadFailure, deskLoadView } from "./desk-load";
import { useDeskMayChange } from "./desk-operator";
import styles from "./desk-screen.module.css";

// Imported by the desk's client screens only, hence no directive of its own.

/** What the last change did (read out), or the problem that stopped it. */
export function DeskOutcomeLine({ outcome }: { outcome: DeskOutcome }) {
  return (
    <>
      <p role="status" className={outcome.kind === "done" ? styles.done : styles.quiet}>
        {outcome.kind === "done" ? outcome.message : ""}
      </p>
      {outcome.kind === "problem" && (
        <p role="alert" className={styles.error}>
          {outcome.message}
        </p>
      )}
    </>
  );
}

export interface DeskReadProps<T> {
  load: { state: DeskLoad<T>; reload: () => void };
  /** e.g. 「読み込んでいます…」 */
  loading: string;
  /** the screen's lead-in to the API's answer when the read failed */
  failed?: string;
  /** the line for an answer with nothing in it, when the screen has one */
  empty?: { when: (data: T) => boolean; text: string };
  children: (data: T) => ReactNode;
}

/** What was read: the loading line, the failure with a way to read again (never an empty list), or the screen. */
export function DeskRead<T>({ load, loading, failed, empty, children }: DeskReadProps<T>) {
  const { state, reload } = load;
  switch (deskLoadView(state, empty?.when)) {
    case "loading":
      return <p role="status">{loading}</p>;
    case "failed":
      return state.kind === "failed" ? (
        // The box of every read that failed, the reader's pages' too (LoadFailed); the desk's own button.
        <div role="alert" className={failure.failed}>
          <p>{deskLoadFailure(state.error, failed)}</p>
          <button type="button" className={styles.secondary} onClick={() => void reload()}>
            {deskMessages.reread}
          </button>
        </div>
      ) : null;
    case "empty":
      return <p>{empty?.text}</p>;
    case "loaded":
      return state.kind === "loaded" ? children(state.data) : null;
  }
}

interface DeskScreenProps<T> {
  title: ReactNode;
  /** above the title, e.g. the way back to a list */
  back?: ReactNode;
  lead?: ReactNode;
  /**
   * The operator's permission for this screen's changes (core's mayChangeOnDesk): `readOnly` is told to
   * an operator who may only read; `refused` replaces the whole screen for one who may not use it.
   */
  gate?: { area: DeskChangeArea; readOnly?: string; refused?: string };
  /** between the lead and the list: a form, a range, a secret shown once */
  above?: ReactNode;
  /** what the last change did or could not do */
  outcome?: DeskOutcome;
  /** what the screen reads; its children are then what it shows of it */
  read?: Omit<DeskReadProps<T>, "children">;
  children?: ReactNode | ((data: T) => ReactNode);
}

/**
 * The frame of every desk screen (docs/product/publishers-desk.md#how-a-desk-screen-reads-and-changes):
 * its title and lead, the operator's permission, the outcome line, then what it read — reading,
 * failed (with a way to read again), empty, or the screen.
 */
export function DeskScreen<T>({ title, back, lead, gate, above, outcome, read, children }: DeskScreenProps<T>) {
  const mayChange = useDeskMayChange(gate?.area ?? "readers");
  const limited = gate !== undefined && !mayChange;
  return (
    <>
      {back && <p>{back}</p>}
      <h1 className={styles.title}>{title}</h1>
      {limited && gate.refused ? (
        <p>{gate.refused}</p>
      ) : (
        <>
          {lead && <p className={styles.lead}>{lead}</p>}
          {limited && gate.readOnly && <p>{gate.readOnly}</p>}
          {above}
          {outcome && <DeskOutcomeLine outcome={outcome} />}
          {read && typeof children === "function" ? (
            <DeskRead {...read}>{children}</DeskRead>
          ) : typeof children === "function" ? null : (
            children
          )}
        </>
      )}
    </>
  );
}
