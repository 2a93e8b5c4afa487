import { useReducer } from "react";
import {
  type DeskActionState,
  type DeskOutcome,
  type DeskProblems,
  deskActionIdle,
  dialogProblem,
  nextDeskAction,
  problemMessage,
  shownOutcome,
} from "./desk-action";
import { deskErrorOf } from "./deskApi";

// Imported by the desk's client screens only, hence no directive of its own.

export interface DeskActionOptions<A> {
  /** makes the change; answers the sentence telling it was done (undefined: nothing to tell) */
  run: (args: A) => Promise<string | undefined>;
  /** whether this change is asked first: it cannot be undone (removing, revoking, replacing) */
  confirm?: (args: A) => boolean;
  /** the screen's sentences for the API's problems (desk-action.ts), when the desk's are not enough */
  problems?: DeskProblems | ((args: A) => DeskProblems | undefined);
}

export interface DeskAction<A> {
  /** the operator asks for the change: asked first when it is destructive, else sent */
  start: (args: A) => Promise<void>;
  /** the change being asked, for the dialog's question */
  asking: A | undefined;
  pending: boolean;
  /** for the outcome line of the frame */
  outcome: DeskOutcome;
  /** the props of the ConfirmDialog that asks */
  dialog: { open: boolean; busy: boolean; error: string | undefined; onConfirm: () => void; onCancel: () => void };
  /** forget the last outcome */
  clear: () => void;
}

/**
 * A change on a desk screen (docs/product/publishers-desk.md#how-a-desk-screen-reads-and-changes):
 * confirmed first when destructive, pending while sent, then its outcome — what it did, or the API's
 * problem as a Japanese sentence.
 */
export function useDeskAction<A = void>({ run, confirm, problems }: DeskActionOptions<A>): DeskAction<A> {
  const [state, dispatch] = useReducer(nextDeskAction<A>, deskActionIdle as DeskActionState<A>);

  const send = async (args: A) => {
    dispatch({ type: "send" });
    try {
      dispatch({ type: "done", message: await run(args) });
    } catch (error) {
      const own = typeof problems === "function" ? problems(args) : problems;
      dispatch({ type: "fail", message: problemMessage(deskErrorOf(error), own) });
    }
  };

  return {
    start: async (args) => {
      if (confirm?.(args)) dispatch({ type: "ask", args });
      else await send(args);
    },
    asking: state.asking?.args,
    pending: state.pending,
    outcome: shownOutcome(state),
    dialog: {
      open: state.asking !== undefined,
      busy: state.pending,
      error: dialogProblem(state),
      onConfirm: () => {
        if (state.asking) void send(state.asking.args);
      },
      onCancel: () => dispatch({ type: "cancel" }),
    },
    clear: () => dispatch({ type: "cancel" }),
  };
}
