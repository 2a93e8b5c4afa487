import type { FieldProblem } from "@awd/core/contract/field-problems";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";

/** The English message of a 422 naming a desk form's problems: one line per field. */
const fieldProblemsMessage = (problems: FieldProblem[]) =>
  problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join("\n");

/** 422 naming every problem of a desk form at its field (contract/field-problems.ts). */
export const refuseFields = (c: Context<AppEnv>, problems: FieldProblem[]) =>
  c.json({ message: fieldProblemsMessage(problems), status_code: 422, request_id: c.var.requestId, problems }, 422);

/**
 * The same refusal thrown by a service, so a caller that never went through the route (the command
 * line, an import) is refused alike; the API answers it as refuseFields does.
 */
export function requireNoFieldProblems(problems: FieldProblem[]): void {
  if (problems.length > 0) throw new ApiError(422, fieldProblemsMessage(problems), { problems });
}

/** Who makes a desk change, and when: what every audited service asks for. */
export const changeBy = (c: Context<AppEnv>) => ({ operator: c.var.operator, at: new Date(c.var.now) });
