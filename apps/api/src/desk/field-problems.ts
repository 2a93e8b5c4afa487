import type { FieldProblem } from "@awd/core/contract/field-problems";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";

/** 422 naming every problem of a desk form at its field (contract/field-problems.ts). */
export const refuseFields = (c: Context<AppEnv>, problems: FieldProblem[]) =>
  c.json(
    {
      message: problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join("\n"),
      status_code: 422,
      request_id: c.var.requestId,
      problems,
    },
    422,
  );

/** Who makes a desk change, and when: what every audited service asks for. */
export const changeBy = (c: Context<AppEnv>) => ({ operator: c.var.operator, at: new Date(c.var.now) });
