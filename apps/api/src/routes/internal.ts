import { passwordMinLength } from "@awd/core/constants";
import { envelope } from "@awd/core/contract/envelope";
import { deskPermissions } from "@awd/core/desk-permissions";
import type { IdentityErrorCode } from "@awd/core/errors";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { forwardedClientAddress } from "../client-address.ts";
import type { AppEnv } from "../context.ts";
import { cliOperator, runDeskCommand } from "../desk/commands.ts";
import { ApiError } from "../errors.ts";
import { idempotencyKeyHeaders, idempotent } from "../idempotency.ts";
import { requireInternalSecret } from "../internal-secret.ts";
import { jsonBody, jsonContent } from "../schemas.ts";
import { accountBySubject, signIn, signUp } from "../services/accounts.ts";

// Routes for our own processes only — the development identity provider and the desk — behind a
// shared secret. They are not part of the public contract, so /openapi.json omits them (hide).
const accountSchema = z
  .object({
    subject: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    updatedAt: z.string(),
    permissions: z.array(z.enum(deskPermissions)),
  })
  .openapi("Account");
const identityError = z.object({ message: z.string(), code: z.string() });
const credentials = z.object({ email: z.string(), password: z.string(), name: z.string().max(100).optional() });
const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) && email.length <= 254;

const identityStatus: Record<IdentityErrorCode, 401 | 409 | 422 | 429 | 503> = {
  "user-not-found": 401,
  "wrong-password": 401,
  "invalid-credential": 422,
  "email-already-in-use": 409,
  "too-many-requests": 429,
  "network-request-failed": 503,
};

const signInRoute = createRoute({
  method: "post",
  path: "/internal/accounts/sign-in",
  hide: true,
  request: jsonBody(credentials),
  responses: {
    200: jsonContent(envelope(accountSchema), "Signed in"),
    401: jsonContent(identityError, "Unknown email or wrong password: the same answer for both"),
    422: jsonContent(identityError, "Malformed credentials"),
    429: jsonContent(identityError, "Too many wrong passwords"),
  },
});
const signUpRoute = createRoute({
  method: "post",
  path: "/internal/accounts/sign-up",
  hide: true,
  request: jsonBody(credentials),
  responses: {
    201: jsonContent(envelope(accountSchema), "Account created"),
    409: jsonContent(identityError, "Email already in use"),
    422: jsonContent(identityError, "Malformed credentials"),
  },
});
const accountRoute = createRoute({
  method: "get",
  path: "/internal/accounts/{subject}",
  hide: true,
  request: { params: z.object({ subject: z.string() }) },
  responses: { 200: jsonContent(envelope(accountSchema), "The account's claims") },
});
const deskRoute = createRoute({
  method: "post",
  path: "/internal/desk",
  hide: true,
  // Behind the internal secret: every command line shares one owner of keys.
  middleware: [idempotent(() => "cli")],
  request: {
    headers: idempotencyKeyHeaders,
    body: {
      content: {
        "application/json": {
          schema: z.object({
            args: z.array(z.string()).max(20),
            user: z
              .string()
              .max(100)
              .optional()
              .meta({ description: "The OS user who ran the command, for the audit log" }),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonContent(envelope(z.object({ exitCode: z.number().int(), output: z.string() })), "What the command did"),
  },
});

/** The English message of a refused sign-in or sign-up, for logs and whoever calls by hand. */
export const identityRefusalMessage = (code: IdentityErrorCode) => `Identity refused: ${code}`;

export function internalRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.use("/internal/*", requireInternalSecret);
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
