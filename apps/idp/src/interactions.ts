import type { IncomingMessage } from "node:http";
import { idpFormMaxBytes, passwordMinLength } from "@awd/core/constants";
import type { IdentityErrorCode } from "@awd/core/errors";
import type Provider from "oidc-provider";
import type { Interaction, KoaContextWithOIDC } from "oidc-provider";
import type { AccountOutcome, AccountsClient, ReaderOrigin } from "./accounts-client.ts";
import { nameMaxLength } from "./config.ts";
import type { Logger } from "./log.ts";
import { identityErrorMessage, messages } from "./messages.ts";
import { type CredentialsView, credentialsPage, errorPage, type FormError, type FormField, sendPage } from "./pages.ts";

export interface InteractionDeps {
  provider: Provider;
  accounts: AccountsClient;
  log: Logger;
  /** Where the reader goes back to from an error page. */
  homeUrl: string;
  demo?: CredentialsView["demo"];
}

type Next = () => Promise<unknown>;
type View = CredentialsView["kind"];

const path = /^\/interaction\/([\w-]+)(?:\/(login|signup))?$/;
const isEmail = (email: string) => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

// Which field each refusal is about, so that field is marked invalid and points at the message.
const fieldOf: Partial<Record<IdentityErrorCode, FormField>> = {
  "wrong-password": "password",
  "user-not-found": "email",
  "email-already-in-use": "email",
};

/**
 * The submitted form, or "too-large" past 16 KB: a cut form would sign up with a cut password, so
 * an oversized one is refused whole, and reading stops at the limit.
 */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | "too-large"> {
  if (!req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) return new URLSearchParams();
  if (Number(req.headers["content-length"] ?? 0) > idpFormMaxBytes) return "too-large";
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > idpFormMaxBytes) return "too-large";
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

const readerOrigin = (req: IncomingMessage): ReaderOrigin => {
  const forwardedFor = req.headers["x-forwarded-for"];
  return {
    address: req.socket.remoteAddress ?? "unknown",
    forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
  };
};

// The page's status says what the reader sees, so a script or a test reads it without the text.
const statusOf: Record<IdentityErrorCode, number> = {
  "wrong-password": 401,
  "user-not-found": 401,
  "email-already-in-use": 409,
  "invalid-credential": 422,
  "too-many-requests": 429,
  "network-request-failed": 502,
};

const refusal = (code: IdentityErrorCode): FormError => ({ message: identityErrorMessage(code), field: fieldOf[code] });

/**
 * The login and sign-up pages of an authorization request (oidc-provider's "interactions"), at
 * /interaction/{uid}: GET shows the page (sign-up first when the web app asked with Auth0's
 * `screen_hint=signup`), POST …/login and …/signup check the credentials with the API and, when
 * they are right, hand the account back to the provider, which finishes the authorization.
 */
export function interactionRoutes({ provider, accounts, log, homeUrl, demo }: InteractionDeps) {
  const show = (ctx: KoaContextWithOIDC, status: number, view: Omit<CredentialsView, "demo">) =>
    sendPage(ctx, status, credentialsPage({ ...view, demo: view.kind === "login" ? demo : undefined }));

  const finishWith = async (ctx: KoaContextWithOIDC, subject: string) => {
    const returnTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: subject } },
      { mergeWithLastSubmission: false },
    );
    ctx.status = 303;
    ctx.redirect(returnTo);
  };

  const submit = async (ctx: KoaContextWithOIDC, uid: string, view: View) => {
    const form = await readForm(ctx.req);
    if (form === "too-large") {
      // The rest of the body stays unread: the connection cannot carry another request.
      ctx.set("connection", "close");
      return show(ctx, 413, { kind: view, uid, error: { message: messages.formTooLarge } });
    }
    const email = (form.get("email") ?? "").trim();
    const password = form.get("password") ?? "";
    const name = (form.get("name") ?? "").trim();
    const again = (status: number, error: FormError) => show(ctx, status, { kind: view, uid, email, name, error });

    if (!isEmail(email) || password === "") return again(statusOf["invalid-credential"], refusal("invalid-credential"));
    if (view === "signup" && password.length < passwordMinLength)
      return again(422, { message: messages.passwordTooShort, field: "password" });
    if (view === "signup" && name.length > nameMaxLength)
      return again(422, { message: messages.nameTooLong(nameMaxLength), field: "name" });

    const outcome: AccountOutcome =
      view === "login"
        ? await accounts.signIn(email, password, readerOrigin(ctx.req))
        : await accounts.signUp({ email, password, ...(name ? { name } : {}) });
    if (!outcome.ok) {
      log.info({ code: outcome.code }, view === "login" ? "sign-in refused" : "sign-up refused");
      return again(statusOf[outcome.code], refusal(outcome.code));
    }
    log.info({ subject: outcome.account.subject }, view === "login" ? "signed in" : "signed up");
    await finishWith(ctx, outcome.account.subject);
  };

  return async (ctx: KoaContextWithOIDC, next: Next) => {
    const match = path.exec(ctx.path);
    if (!match) return next();
    const [, uid = "", action] = match;

    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      // No interaction cookie, or it expired: the only way on is a fresh start from the site.
      return sendPage(ctx, 400, errorPage(messages.interactionExpired, homeUrl));
    }
    if (interaction.uid !== uid) return sendPage(ctx, 400, errorPage(messages.interactionExpired, homeUrl));
    // Consent never needs a page: first-party grants are made in loadExistingGrant (first-party-grant.ts).
    if (interaction.prompt.name !== "login")
      return sendPage(ctx, 500, errorPage(messages.unexpectedStep, homeUrl, interaction.prompt.name));

    if (ctx.method === "GET" || ctx.method === "HEAD") {
      const wantsSignup = action === "signup" || (!action && interaction.params.screen_hint === "signup");
      return show(ctx, 200, { kind: wantsSignup ? "signup" : "login", uid });
    }
    if (ctx.method === "POST" && action) return submit(ctx, uid, action === "signup" ? "signup" : "login");
    ctx.status = 405;
    ctx.set("allow", action ? "GET, POST" : "GET");
  };
}
