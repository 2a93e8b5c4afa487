import { passwordMinLength } from "@awd/core/constants";
import type { KoaContextWithOIDC } from "oidc-provider";
import { nameMaxLength } from "./config.ts";
import { messages } from "./messages.ts";

// The provider's own pages: login, sign-up, errors and logged out. Plain HTML with inline CSS in the
// web app's colours (apps/web/src/styles/tokens.css) and system fonts, so nothing loads from elsewhere.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
:root{--ink:#1b1b1f;--text:#26272b;--muted:#5b5e66;--rule:#dcdde1;--paper:#fff;--paper-warm:#f7f5f0;
--brand:#a4161a;--brand-dark:#7d0f12;--wrong:#a4161a;--wrong-tint:#fbeaea;--link:#0d4a8f;--focus:#1565c0;
--font:"Noto Sans CJK JP","Noto Sans JP","Hiragino Kaku Gothic ProN","Hiragino Sans","Yu Gothic UI","Yu Gothic",Meiryo,system-ui,sans-serif}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--paper-warm);color:var(--text);font:1rem/1.75 var(--font);
display:flex;align-items:flex-start;justify-content:center;padding:3rem 1rem}
main{width:100%;max-width:26rem;background:var(--paper);border-top:4px solid var(--brand);border-radius:6px;
box-shadow:0 2px 10px rgb(0 0 0/12%);padding:2rem}
.brand{display:flex;align-items:baseline;gap:.75rem;margin:0 0 1.5rem}
.logo{font:700 1.75rem/1 Georgia,"Times New Roman",serif;color:var(--brand);letter-spacing:.04em}
.tagline{font-size:.8125rem;color:var(--muted)}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.4;color:var(--ink)}
h2{margin:0 0 .25rem;font-size:.875rem;color:var(--ink)}
p{margin:0 0 1rem}
.lead{color:var(--muted);font-size:.9375rem}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid var(--wrong);background:var(--wrong-tint);
color:var(--wrong);font-weight:700;border-radius:0 6px 6px 0}
.field{margin:0 0 1rem}
label{display:block;font-weight:700;color:var(--ink);margin:0 0 .25rem}
.tag{display:inline-block;margin-left:.5rem;padding:0 .4rem;border-radius:999px;font-size:.75rem;font-weight:400;
vertical-align:.1em;background:var(--brand);color:var(--paper)}
.tag.optional{background:var(--muted)}
.hint{margin:.25rem 0 0;font-size:.8125rem;color:var(--muted)}
input{width:100%;padding:.625rem .75rem;font:inherit;color:var(--ink);background:var(--paper);
border:1px solid var(--muted);border-radius:6px}
input[aria-invalid=true]{border:2px solid var(--wrong)}
button{width:100%;margin:.5rem 0 1rem;padding:.75rem 1rem;font:inherit;font-weight:700;color:var(--paper);
background:var(--brand);border:0;border-radius:6px;cursor:pointer}
button:hover{background:var(--brand-dark)}
a{color:var(--link)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.switch{text-align:center;font-size:.9375rem}
.demo{margin:1.5rem 0 0;padding:1rem;border:1px dashed var(--rule);border-radius:6px;font-size:.8125rem;color:var(--muted)}
.demo ul{margin:0 0 .5rem;padding-left:1.25rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:var(--ink)}
.detail{font-size:.8125rem;color:var(--muted);word-break:break-all}
@media (max-width:500px){body{padding:0;background:var(--paper)}main{box-shadow:none;border-radius:0;padding:1.5rem 1rem;max-width:none}}
`;

function layout(title: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${messages.brand}</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="brand"><span class="logo">${messages.brand}</span><span class="tagline">${messages.tagline}</span></p>
${main}
</main>
</body>
</html>`;
}

export type FormField = "email" | "password" | "name";

export interface FormError {
  message: string;
  /** The field the message is about, marked invalid and pointed at the message. */
  field?: FormField;
}

export interface CredentialsView {
  kind: "login" | "signup";
  uid: string;
  email?: string;
  name?: string;
  error?: FormError;
  demo?: { emails: readonly string[]; password: string };
}

interface InputSpec {
  field: FormField;
  label: string;
  type: string;
  autocomplete: string;
  required: boolean;
  value?: string;
  hint?: string;
  minLength?: number;
  maxLength?: number;
}

function input(spec: InputSpec, error: FormError | undefined, autofocus: boolean): string {
  const invalid = error?.field === spec.field;
  const hintId = `${spec.field}-hint`;
  const describedBy = [spec.hint ? hintId : "", invalid ? "form-error" : ""].filter(Boolean).join(" ");
  const tag = spec.required
    ? `<span class="tag">${messages.required}</span>`
    : `<span class="tag optional">${messages.signup.optional}</span>`;
  const attributes = [
    `id="${spec.field}"`,
    `name="${spec.field}"`,
    `type="${spec.type}"`,
    `autocomplete="${spec.autocomplete}"`,
    spec.required ? "required" : "",
    spec.minLength ? `minlength="${spec.minLength}"` : "",
    spec.maxLength ? `maxlength="${spec.maxLength}"` : "",
    spec.value ? `value="${escapeHtml(spec.value)}"` : "",
    describedBy ? `aria-describedby="${describedBy}"` : "",
    invalid ? `aria-invalid="true"` : "",
    autofocus ? "autofocus" : "",
  ].filter(Boolean);
  return `<div class="field">
<label for="${spec.field}">${escapeHtml(spec.label)}${tag}</label>
<input ${attributes.join(" ")}>
${spec.hint ? `<p class="hint" id="${hintId}">${escapeHtml(spec.hint)}</p>` : ""}
</div>`;
}

/** The login or sign-up page of one interaction, with what the reader typed and what went wrong. */
export function credentialsPage(view: CredentialsView): string {
  const text = view.kind === "login" ? messages.login : messages.signup;
  const other = view.kind === "login" ? "signup" : "login";
  const specs: InputSpec[] = [
    {
      field: "email",
      label: messages.email,
      type: "email",
      autocomplete: view.kind === "login" ? "username" : "email",
      required: true,
      value: view.email,
    },
    {
      field: "password",
      label: messages.password,
      type: "password",
      autocomplete: view.kind === "login" ? "current-password" : "new-password",
      required: true,
      ...(view.kind === "signup" ? { hint: messages.signup.passwordHint, minLength: passwordMinLength } : {}),
    },
    ...(view.kind === "signup"
      ? [
          {
            field: "name",
            label: messages.signup.name,
            type: "text",
            autocomplete: "name",
            required: false,
            value: view.name,
            maxLength: nameMaxLength,
          } as const,
        ]
      : []),
  ];
  const focused = view.error?.field ?? "email";
  const alert = view.error ? `<p class="alert" role="alert" id="form-error">${escapeHtml(view.error.message)}</p>` : "";
  const demo = view.demo
    ? `<aside class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">${messages.demo.title}</h2>
<ul>${view.demo.emails.map((email) => `<li><code>${escapeHtml(email)}</code></li>`).join("")}</ul>
<p>${escapeHtml(messages.demo.password(view.demo.password))}</p>
</aside>`
    : "";
  const base = `/interaction/${encodeURIComponent(view.uid)}`;
  return layout(
    text.title,
    `<h1>${text.title}</h1>
<p class="lead">${text.lead}</p>
${alert}
<form method="post" action="${base}/${view.kind}">
${specs.map((spec) => input(spec, view.error, spec.field === focused)).join("\n")}
<button type="submit">${text.submit}</button>
</form>
<p class="switch">${text.switchPrompt} <a href="${base}/${other}">${text.switchLink}</a></p>
${demo}`,
  );
}

/** Something the reader cannot fix here; the technical detail stays small, for a bug report. */
export function errorPage(message: string, homeUrl: string, detail?: string): string {
  return layout(
    messages.errorTitle,
    `<h1>${messages.errorHeading}</h1>
<p role="alert">${escapeHtml(message)}</p>
${detail ? `<p class="detail">${messages.details}: <code>${escapeHtml(detail)}</code></p>` : ""}
<p><a href="${escapeHtml(homeUrl)}">${messages.backToSite}</a></p>`,
  );
}

export function loggedOutPage(homeUrl: string, notice?: string): string {
  return layout(
    messages.loggedOutTitle,
    `<h1>${messages.loggedOut}</h1>
${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ""}
<p><a href="${escapeHtml(homeUrl)}">${messages.backToSite}</a></p>`,
  );
}

/** Sends a page that no cache keeps and no other site frames. */
export function sendPage(ctx: KoaContextWithOIDC, status: number, html: string): void {
  ctx.status = status;
  ctx.type = "html";
  ctx.set("cache-control", "no-store");
  ctx.set("x-frame-options", "DENY");
  ctx.set(
    "content-security-policy",
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  );
  ctx.body = html;
}
