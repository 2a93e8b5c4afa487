import type { DeskOperator } from "@awd/core/contract/desk-operator";
import type { DeskPermission } from "@awd/core/desk-permissions";
import { createContext, useContext } from "react";

/** The signed-in operator, known to every desk screen once the sign-in gate has let them in. */
export const DeskOperatorContext = createContext<DeskOperator | null>(null);

/** The operator of this desk screen; the gate renders no screen before it is known. */
export function useDeskOperator(): DeskOperator {
  const operator = useContext(DeskOperatorContext);
  if (!operator) throw new Error("useDeskOperator outside the desk's sign-in gate");
  return operator;
}

/** Whether the signed-in operator holds a permission: a screen shows the buttons of changes only to desk:write. */
export const useDeskPermission = (permission: DeskPermission): boolean =>
  useDeskOperator().permissions.includes(permission);
