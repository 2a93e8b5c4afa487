import type { DeskOperator } from "@awd/core/contract/desk-operator";
import { type DeskChangeArea, mayChangeOnDesk } from "@awd/core/desk-permissions";
import { createContext, useContext } from "react";

/** The signed-in operator, known to every desk screen once the sign-in gate has let them in. */
export const DeskOperatorContext = createContext<DeskOperator | null>(null);

/** The operator of this desk screen; the gate renders no screen before it is known. */
export function useDeskOperator(): DeskOperator {
  const operator = useContext(DeskOperatorContext);
  if (!operator) throw new Error("useDeskOperator outside the desk's sign-in gate");
  return operator;
}

/**
 * Whether the signed-in operator may change what a desk area shows (or import, for "import"): core's one
 * rule, by which every screen shows the controls of a change only to an operator who may make it
 * (docs/product/publishers-desk.md#who-may-use-the-desk).
 */
export const useDeskMayChange = (area: DeskChangeArea): boolean => mayChangeOnDesk(useDeskOperator().permissions, area);
