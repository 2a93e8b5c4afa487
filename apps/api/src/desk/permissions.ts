import { type DeskPermission, deskPermissions, holdsPermission } from "@awd/core/desk-permissions";
import type { Database } from "@awd/db/client";
import { accounts } from "@awd/db/schema/identity";
import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { ApiError, handleError } from "../errors.ts";

// docs/product/publishers-desk.md#who-may-use-the-desk: every desk route names the permission it
// needs; the access token's `permissions` claim (read by resolveVisitor) says what the operator holds.

const emailOf = async (db: Database, subject: string) => {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.subject, subject));
  return row?.email ?? subject;
};

function refusalOf(c: Context<AppEnv>, permission: DeskPermission): ApiError | undefined {
  if (!c.var.subject) return new ApiError(401, "Sign in first");
  if (!holdsPermission(c.var.permissions, permission))
    return new ApiError(403, `This account may not use the desk: it lacks ${permission}`);
  return undefined;
}

/**
 * A desk route's guard: 401 without a valid access token, 403 when the token lacks `permission`;
 * otherwise sets `c.var.operator`. Every answer of a desk route, refusals included, is private.
 */
export function requirePermission(permission: DeskPermission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refusal = refusalOf(c, permission);
    if (refusal) {
      c.res = handleError(refusal, c);
    } else {
      const subject = c.var.subject ?? "";
      c.set("operator", { subject, email: await emailOf(c.var.db, subject) });
      await next();
    }
    c.res.headers.set("Cache-Control", "private, no-store");
  };
}

/**
 * The desk's group guard (app.ts), before any desk route: 401 without a valid access token, 403 for
 * an account that holds none of the desk's permissions, whatever the path, so a reader cannot tell
 * a desk route from a path that does not exist.
 */
export const deskOperatorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const operator = deskPermissions.some((permission) => holdsPermission(c.var.permissions, permission));
  const refusal = !c.var.subject
    ? new ApiError(401, "Sign in first")
    : operator
      ? undefined
      : new ApiError(403, "This account may not use the desk");
  if (refusal) c.res = handleError(refusal, c);
  else await next();
  c.res.headers.set("Cache-Control", "private, no-store");
};
