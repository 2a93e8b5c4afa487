import { passwordMinLength } from "@awd/core/constants";
import { internalRoutes as contract, identityErrorSchema } from "@awd/core/contract/internal";
import type { IdentityErrorCode } from "@awd/core/errors";
import { OpenAPIHono } from "@hono/zod-openapi";
import { forwardedClientAddress } from "../client-address.ts";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { cliOperator, runDeskCommand } from "../desk/commands.ts";
import { ApiError } from "../errors.ts";
import { idempotencyKeyHeaders, idempotent } from "../idempotency.ts";
import { jsonContent } from "../schemas.ts";
import { accountBySubject, signIn, signUp } from "../services/accounts.ts";

// Routes for our own processes only — the development identity provider and the desk — behind a
// shared secret (the "internal" guard), which also leaves them out of /openapi.json.
const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) && email.length <= 254;

const identityStatus: Record<IdentityErrorCode, 401 | 409 | 422 | 429 | 503> = {
  "user-not-found": 401,
  "wrong-password": 401,
  "invalid-credential": 422,
  "email-already-in-use": 409,
  "too-many-requests": 429,
  "network-request-failed": 503,
};

const malformed = "Malformed credentials";
const signInRoute = routeOf(contract.signIn, {
  errors: {
    401: jsonContent(identityErrorSchema, "Unknown email or wrong password: the same answer for both"),
    422: jsonContent(identityErrorSchema, malformed),
    429: jsonContent(identityErrorSchema, "Too many wrong passwords"),
  },
});
const signUpRoute = routeOf(contract.signUp, {
  errors: {
    409: jsonContent(identityErrorSchema, "Email already in use"),
    422: jsonContent(identityErrorSchema, malformed),
  },
});
const accountRoute = routeOf(contract.account);
// Every command line shares one owner of keys.
const deskRoute = routeOf(contract.desk, { middleware: [idempotent(() => "cli")], headers: idempotencyKeyHeaders });

/** The English message of a refused sign-in or sign-up, for logs and whoever calls by hand. */
export const identityRefusalMessage = (code: IdentityErrorCode) => `Identity refused: ${code}`;

export function internalRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  // The identity provider reads the code and tells the reader in Japanese (apps/idp/src/messages.ts).
  const refuse = (code: IdentityErrorCode) => ({ message: identityRefusalMessage(code), code });

  app.openapi(signInRoute, async (c) => {
    const { email, password } = c.req.valid("json");
    if (!isEmail(email) || password.length === 0) return c.json(refuse("invalid-credential"), 422);
    const outcome = await signIn(
      c.var.db,
      { email, password, address: forwardedClientAddress(c) },
      new Date(c.var.now),
    );
    if (outcome.ok) return c.json({ data: outcome.account }, 200);
    const status = identityStatus[outcome.code];
    return c.json(refuse(outcome.code), status === 429 ? 429 : status === 422 ? 422 : 401);
  });

  app.openapi(signUpRoute, async (c) => {
    const input = c.req.valid("json");
    if (!isEmail(input.email) || input.password.length < passwordMinLength)
      return c.json(refuse("invalid-credential"), 422);
    const outcome = await signUp(c.var.db, input, new Date(c.var.now));
    if (outcome.ok) return c.json({ data: outcome.account }, 201);
    return c.json(refuse(outcome.code), outcome.code === "email-already-in-use" ? 409 : 422);
  });

  app.openapi(accountRoute, async (c) => {
    const account = await accountBySubject(c.var.db, c.req.valid("param").subject);
    if (!account) throw new ApiError(404, "No such account");
    return c.json({ data: account }, 200);
  });

  app.openapi(deskRoute, async (c) => {
    const { args, user } = c.req.valid("json");
    const result = await runDeskCommand(
      c.var.db,
      args,
      new Date(c.var.now),
      { apiUrl: c.var.deps.config.publicUrl },
      cliOperator(user),
    );
    // A command may have changed any account: this process reads every right again (the database
    // tells the other processes which account changed).
    c.var.rights.clear();
    return c.json({ data: result }, 200);
  });
  return app;
}
