import { useCallback, useEffect, useReducer, useRef } from "react";
import { type DeskLoad, deskLoadStart, nextDeskLoad } from "./desk-load";
import { deskErrorOf } from "./deskApi";

// Imported by the desk's client screens only, hence no directive of its own.

export interface DeskLoaded<T> {
  state: DeskLoad<T>;
  /** what was read, once it was */
  data: T | undefined;
  /** read again (the operator asked, or a change needs the list afresh); what is shown stays until answered */
  reload: () => Promise<void>;
  /** the screen knows the new value (a change answered with it) */
  replace: (data: T) => void;
}

/**
 * Reads what a desk screen shows (docs/product/publishers-desk.md#how-a-desk-screen-reads-and-changes):
 * afresh whenever `key` changes (a path, a range, a filter), again when the operator or a change asks. A read overtaken by a
 * newer one is dropped; a failure is kept with its status (deskApi.ts), never shown as empty.
 */
export function useDeskLoad<T>(key: string, read: (signal: AbortSignal) => Promise<T>): DeskLoaded<T> {
  const [state, dispatch] = useReducer(nextDeskLoad<T>, deskLoadStart);
  const latest = useRef(read);
  latest.current = read;
  const running = useRef<AbortController>(undefined);

  const readOnce = useCallback(async (fresh: boolean) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: "start", fresh });
    try {
      const data = await latest.current(controller.signal);
      if (!controller.signal.aborted) dispatch({ type: "read", data });
    } catch (error) {
      if (!controller.signal.aborted) dispatch({ type: "fail", error: deskErrorOf(error) });
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key names what is read; read itself is the latest
  useEffect(() => {
    void readOnce(true);
    return () => running.current?.abort();
  }, [key, readOnce]);

  const reload = useCallback(() => readOnce(false), [readOnce]);
  const replace = useCallback((data: T) => dispatch({ type: "replace", data }), []);
  return { state, data: state.kind === "loaded" ? state.data : undefined, reload, replace };
}
