import { z } from "zod";
import { deskPermissions } from "../desk/desk-permissions.ts";
import { defineRoutes } from "./route.ts";

// The /internal routes: our own processes only — the development identity provider (apps/idp) and
// the desk's command line — behind the shared secret (guard "internal"). Without it they answer 404,
// and /openapi.json leaves them out: they are no part of the public contract.

export const accountSchema = z
  .object({
    subject: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    updatedAt: z.string(),
    permissions: z.array(z.enum(deskPermissions)),
  })
  .meta({ id: "Account" });
export type Account = z.infer<typeof accountSchema>;

/** A refused sign-in or sign-up: the identity provider tells the reader in Japanese by its code. */
export const identityErrorSchema = z.object({ message: z.string(), code: z.string() });

export const credentialsSchema = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string().max(100).optional(),
});

export const deskCommandSchema = z.object({
  args: z.array(z.string()).max(20),
  user: z.string().max(100).optional().meta({ description: "The OS user who ran the command, for the audit log" }),
});

export const deskCommandResultSchema = z.object({ exitCode: z.number().int(), output: z.string() });

export const internalRoutes = defineRoutes({
  signIn: {
    method: "post",
    path: "/internal/accounts/sign-in",
    guard: "internal",
    body: credentialsSchema,
    answer: accountSchema,
    summary: "Signed in",
  },
  signUp: {
    method: "post",
    path: "/internal/accounts/sign-up",
    guard: "internal",
    body: credentialsSchema,
    status: 201,
    answer: accountSchema,
    summary: "Account created",
  },
  account: {
    method: "get",
    path: "/internal/accounts/{subject}",
    guard: "internal",
    params: z.object({ subject: z.string() }),
    answer: accountSchema,
    summary: "The account's claims",
  },
  desk: {
    method: "post",
    path: "/internal/desk",
    guard: "internal",
    body: deskCommandSchema,
    answer: deskCommandResultSchema,
    summary: "What the command did",
  },
});
