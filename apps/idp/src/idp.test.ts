import { createHash, createPublicKey, randomBytes, verify } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { idpFormMaxBytes } from "@awd/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IdpConfig } from "./config.ts";
import { type FakeAccountsApi, fakeDemo, fakeMaxFailures, startFakeAccountsApi } from "./fake-accounts-api.ts";
import { type RunningIdp, startIdp } from "./idp.ts";
import { createLogger } from "./log.ts";
import { identityErrorMessages, messages } from "./messages.ts";

// The real provider on a random port with a temporary data folder, driven over HTTP the way the
// Auth0 SPA SDK drives it, against a fake of the API's internal account endpoints.

const webOrigin = "http://localhost:3300";
const redirectUri = `${webOrigin}/awd/login/callback`;
const audience = "https://api.awd.local/";
const clientId = "awd-web";
const silent = createLogger("silent");

type Claims = Record<string, unknown>;
interface Jwk {
  kid?: string;
  kty: string;
  n?: string;
  e?: string;
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

function decodeJwt(token: string): { header: Claims; payload: Claims } {
  const [header = "", payload = ""] = token.split(".");
  return {
    header: JSON.parse(Buffer.from(header, "base64url").toString()),
    payload: JSON.parse(Buffer.from(payload, "base64url").toString()),
  };
}

/** Checks an RS256 signature against the provider's published JWKS, as the API does. */
function verifiedClaims(token: string, keys: Jwk[]): Claims {
  const [header = "", payload = "", signature = ""] = token.split(".");
  const { header: decoded, payload: claims } = decodeJwt(token);
  expect(decoded.alg).toBe("RS256");
  const jwk = keys.find((key) => key.kid === decoded.kid);
  if (!jwk) throw new Error(`no key ${String(decoded.kid)} in the JWKS`);
  const key = createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: "jwk" });
  expect(verify("sha256", Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, "base64url"))).toBe(true);
  return claims;
}

/** A browser's part: a cookie jar and manual redirects, so every hop can be looked at. */
class Browser {
  readonly cookies = new Map<string, string>();

  constructor(readonly idpUrl: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(new URL(url, this.idpUrl), { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects while they stay on the provider; returns the first answer that does not. */
  async follow(url: string, init: RequestInit = {}): Promise<Response> {
    let response = await this.request(url, init);
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get("location") ?? "", this.idpUrl);
      if (location.origin !== new URL(this.idpUrl).origin) return response;
      response = await this.request(location.href);
    }
    return response;
  }

  postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

interface Authorization {
  url: string;
  verifier: string;
  state: string;
  nonce: string;
}

/** An authorization request as loginWithRedirect sends it. */
function authorization(extra: Record<string, string> = {}): Authorization {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(12));
  const nonce = base64url(randomBytes(12));
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: "code",
    response_mode: "query",
    redirect_uri: redirectUri,
    scope: "openid profile email read:subscriptions offline_access",
    audience,
    state,
    nonce,
    code_challenge: base64url(createHash("sha256").update(verifier).digest()),
    code_challenge_method: "S256",
    auth0Client: Buffer.from(JSON.stringify({ name: "auth0-react", version: "2.4.0" })).toString("base64"),
    ...extra,
  });
  return { url: `/authorize?${params}`, verifier, state, nonce };
}

const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";

interface Tokens {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  scope?: string;
  token_type: string;
}

describe("the development identity provider", () => {
  let api: FakeAccountsApi;
  let dataDir: string;
  let idp: RunningIdp;
  let config: IdpConfig;

  const start = () => startIdp(config, silent);

  beforeAll(async () => {
    api = await startFakeAccountsApi();
    dataDir = await mkdtemp(join(tmpdir(), "awd-idp-"));
    config = {
      port: 0,
      host: "127.0.0.1",
      webOrigins: ["http://localhost:3000", webOrigin],
      clientId,
      apiAudience: audience,
      accountsApiUrl: api.url,
      internalSecret: api.secret,
      dataDir,
      showDemoAccounts: true,
      logLevel: "silent",
    };
    idp = await start();
    // The restart below comes back on the same port, so the issuer stays the same.
    config.port = Number(new URL(idp.url).port);
  });

  afterAll(async () => {
    await idp?.close();
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Opens the login page of a new authorization request. */
  async function loginPage(browser: Browser, auth: Authorization) {
    const page = await browser.follow(auth.url);
    expect(page.status).toBe(200);
    return page.text();
  }

  /** Signs in through the login page and returns the code the web app receives. */
  async function signIn(
    browser: Browser,
    auth = authorization(),
    who: { email: string; password: string } = fakeDemo,
  ): Promise<{ auth: Authorization; callback: URL }> {
    const html = await loginPage(browser, auth);
    const submitted = await browser.postForm(formAction(html), { email: who.email, password: who.password });
    expect(submitted.status).toBe(303);
    const done = await browser.follow(submitted.headers.get("location") ?? "");
    expect(done.status).toBe(303);
    return { auth, callback: new URL(done.headers.get("location") ?? "") };
  }

  async function token(browser: Browser, fields: Record<string, string>) {
    const response = await browser.postForm("/oauth/token", { client_id: clientId, ...fields }, { origin: webOrigin });
    return { response, body: (await response.json()) as Tokens & { error?: string } };
  }

  async function exchange(browser: Browser, auth: Authorization, callback: URL) {
    return token(browser, {
      grant_type: "authorization_code",
      code: callback.searchParams.get("code") ?? "",
      code_verifier: auth.verifier,
      redirect_uri: redirectUri,
    });
  }

  async function jwks(): Promise<Jwk[]> {
    const response = await fetch(`${idp.url}/.well-known/jwks.json`);
    return ((await response.json()) as { keys: Jwk[] }).keys;
  }

  it("publishes Auth0's endpoints under an issuer with a trailing slash, and answers its health check", async () => {
    const discovery = await (await fetch(`${idp.url}/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(idp.issuer);
    expect(idp.issuer).toMatch(/^http:\/\/localhost:\d+\/$/);
    // Endpoint URLs take the host the request named (here 127.0.0.1, in a browser localhost).
    const path = (key: string) => new URL(discovery[key]).pathname;
    expect(path("authorization_endpoint")).toBe("/authorize");
    expect(path("token_endpoint")).toBe("/oauth/token");
    expect(path("jwks_uri")).toBe("/.well-known/jwks.json");
    expect(path("userinfo_endpoint")).toBe("/userinfo");
    expect(path("revocation_endpoint")).toBe("/oauth/revoke");
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.response_modes_supported).toContain("web_message");
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(["email", "name", "updated_at"]));
    const health = await fetch(`${idp.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  });

  it("signs in with PKCE and issues an ID token with the profile, a JWT access token for the API and a refresh token", async () => {
    const browser = new Browser(idp.url);
    const auth = authorization();
    const html = await loginPage(browser, auth);
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(`<label for="email">${messages.email}`);
    expect(html).toContain(`<label for="password">${messages.password}`);
    expect(html).toContain(fakeDemo.email);

    const { callback } = await signIn(browser, auth);
    expect(callback.origin + callback.pathname).toBe(redirectUri);
    expect(callback.searchParams.get("state")).toBe(auth.state);

    const { response, body } = await exchange(browser, auth, callback);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(webOrigin);
    expect(body.token_type).toBe("Bearer");
    expect(body.refresh_token).toEqual(expect.any(String));

    const keys = await jwks();
    expect(keys.every((key) => !("d" in key))).toBe(true);
    const idToken = verifiedClaims(body.id_token, keys);
    expect(idToken).toMatchObject({
      iss: idp.issuer,
      aud: clientId,
      sub: "awd|test-1",
      nonce: auth.nonce,
      email: fakeDemo.email,
      email_verified: false,
      name: fakeDemo.name,
      updated_at: Date.parse("2026-11-21T01:30:00.000Z") / 1000,
    });
    const accessToken = verifiedClaims(body.access_token, keys);
    expect(accessToken).toMatchObject({ iss: idp.issuer, aud: audience, sub: "awd|test-1", client_id: clientId });
    expect(String(accessToken.scope).split(" ")).toContain("read:subscriptions");
    expect(decodeJwt(body.access_token).header.typ).toBe("at+jwt");
  });

  it("exchanges the refresh token for new tokens, as getTokenSilently does", async () => {
    const browser = new Browser(idp.url);
    const { auth, callback } = await signIn(browser);
    const first = await exchange(browser, auth, callback);

    const refreshed = await token(browser, {
      grant_type: "refresh_token",
      refresh_token: first.body.refresh_token ?? "",
      redirect_uri: redirectUri,
    });
    expect(refreshed.response.status).toBe(200);
    const keys = await jwks();
    expect(verifiedClaims(refreshed.body.access_token, keys)).toMatchObject({ aud: audience, sub: "awd|test-1" });
    expect(verifiedClaims(refreshed.body.id_token, keys)).toMatchObject({ email: fakeDemo.email });
    expect(refreshed.body.refresh_token).toEqual(expect.any(String));
  });

  it("puts an operator's desk permissions in the API's access token only, and none in a reader's", async () => {
    const operator = { email: "operator@awd.example", password: "operator-password" };
    const { subject } = api.addAccount(operator.email, operator.password, "編集部 テスト", ["desk:read", "desk:write"]);
    const browser = new Browser(idp.url);
    const { auth, callback } = await signIn(browser, authorization(), operator);
    const { body } = await exchange(browser, auth, callback);
    const keys = await jwks();
    expect(verifiedClaims(body.access_token, keys)).toMatchObject({
      sub: subject,
      permissions: ["desk:read", "desk:write"],
    });
    expect(verifiedClaims(body.id_token, keys)).not.toHaveProperty("permissions");

    const refreshed = await token(browser, {
      grant_type: "refresh_token",
      refresh_token: body.refresh_token ?? "",
      redirect_uri: redirectUri,
    });
    expect(verifiedClaims(refreshed.body.access_token, keys)).toMatchObject({
      permissions: ["desk:read", "desk:write"],
    });

    const reader = new Browser(idp.url);
    const readerSignIn = await signIn(reader);
    const readerTokens = await exchange(reader, readerSignIn.auth, readerSignIn.callback);
    expect(verifiedClaims(readerTokens.body.access_token, keys)).not.toHaveProperty("permissions");
  });

  it("lets the web origin call the token endpoint across origins, and no other origin", async () => {
    const preflight = await fetch(`${idp.url}/oauth/token`, {
      method: "OPTIONS",
      headers: {
        origin: webOrigin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "auth0-client,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("auth0-client");

    const foreign = await fetch(`${idp.url}/oauth/token`, {
      method: "POST",
      headers: { origin: "http://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: clientId, grant_type: "refresh_token", refresh_token: "x" }).toString(),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("shows the Japanese message of each refusal on the login page", async () => {
    const browser = new Browser(idp.url);
    const action = formAction(await loginPage(browser, authorization()));
    const attempt = async (email: string, password: string) => {
      const response = await browser.postForm(action, { email, password });
      return { status: response.status, html: await response.text() };
    };

    const wrong = await attempt(fakeDemo.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain(identityErrorMessages["wrong-password"]);
    expect(wrong.html).toContain('role="alert"');
    expect(wrong.html).toMatch(/id="password"[^>]*aria-invalid="true"/);
    expect(wrong.html).toContain(`value="${fakeDemo.email}"`);

    const unknown = await attempt("nobody@awd.example", "whatever");
    expect(unknown.status).toBe(401);
    expect(unknown.html).toContain(identityErrorMessages["wrong-password"]);

    const malformed = await attempt("not-an-email", "whatever");
    expect(malformed.status).toBe(422);
    expect(malformed.html).toContain(identityErrorMessages["invalid-credential"]);

    api.addAccount("throttled@awd.example", "right-password", "試行回数 テスト");
    for (let failure = 0; failure < fakeMaxFailures; failure += 1) await attempt("throttled@awd.example", "wrong");
    const throttled = await attempt("throttled@awd.example", "right-password");
    expect(throttled.status).toBe(429);
    expect(throttled.html).toContain(identityErrorMessages["too-many-requests"]);

    api.setDown(true);
    try {
      const unreachable = await attempt(fakeDemo.email, fakeDemo.password);
      expect(unreachable.status).toBe(502);
      expect(unreachable.html).toContain(identityErrorMessages["network-request-failed"]);
    } finally {
      api.setDown(false);
    }
  });

  it("opens sign-up for screen_hint=signup, refuses a short password or a taken email, and signs the new account in", async () => {
    const browser = new Browser(idp.url);
    const html = await loginPage(browser, authorization({ screen_hint: "signup" }));
    expect(html).toContain(`<h1>${messages.signup.title}</h1>`);
    expect(html).toContain('minlength="6"');
    const action = formAction(html);
    expect(action).toMatch(/\/signup$/);
    const callsBefore = api.signUpCalls();

    const short = await browser.postForm(action, { email: "new@awd.example", password: "12345" });
    expect(short.status).toBe(422);
    const shortHtml = await short.text();
    expect(shortHtml).toContain(messages.passwordTooShort);
    expect(shortHtml).toContain("パスワードは6文字以上");
    expect(api.signUpCalls()).toBe(callsBefore);

    const taken = await browser.postForm(action, { email: fakeDemo.email, password: "123456" });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain(identityErrorMessages["email-already-in-use"]);

    const created = await browser.postForm(action, {
      email: "new@awd.example",
      password: "123456",
      name: "新しい読者",
    });
    expect(created.status).toBe(303);
    const done = await browser.follow(created.headers.get("location") ?? "");
    expect(new URL(done.headers.get("location") ?? "").searchParams.get("code")).toEqual(expect.any(String));
  });

  it.each([
    ["sign-up", { screen_hint: "signup" }],
    ["login", {}],
  ])("refuses a %s form over 16 KB whole with 413 in Japanese, never with a cut password", async (_, params) => {
    const browser = new Browser(idp.url);
    const action = formAction(await loginPage(browser, authorization(params)));
    const before = { signUps: api.signUpCalls(), signIns: api.signInCalls() };
    // Cut at 16 KB, this password would still be 6 characters or more, and the email valid.
    const password = "p".repeat(idpFormMaxBytes);
    const response = await browser.postForm(action, { email: "long@awd.example", name: "長い", password });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(messages.formTooLarge);
    expect({ signUps: api.signUpCalls(), signIns: api.signInCalls() }).toEqual(before);
    const fresh = new Browser(idp.url);
    const retry = formAction(await loginPage(fresh, authorization(params)));
    expect((await fresh.postForm(retry, { email: "long@awd.example", password: "p".repeat(100) })).status).not.toBe(
      413,
    );
  });

  it("names the reader's address to the API when it checks a password", async () => {
    const browser = new Browser(idp.url);
    const action = formAction(await loginPage(browser, authorization()));
    await browser.postForm(
      action,
      { email: "nobody@awd.example", password: "x" },
      { "x-forwarded-for": "198.51.100.9" },
    );
    expect(api.lastSignInOrigin()).toEqual({ address: "127.0.0.1", forwardedFor: "198.51.100.9" });
  });

  it("answers a silent check (prompt=none, web_message) with a code when signed in and login_required when not", async () => {
    const browser = new Browser(idp.url);
    const signedOut = await browser.request(authorization({ prompt: "none", response_mode: "web_message" }).url);
    expect(await signedOut.text()).toContain('"error":"login_required"');

    await signIn(browser);
    const signedIn = await browser.request(authorization({ prompt: "none", response_mode: "web_message" }).url);
    expect(signedIn.status).toBe(200);
    const page = await signedIn.text();
    expect(page).toContain("authorization_response");
    expect(page).toMatch(/"code":"[^"]+"/);
  });

  it("logs out at /v2/logout without a confirmation page and returns to an allowed returnTo", async () => {
    const browser = new Browser(idp.url);
    const { auth, callback } = await signIn(browser);
    const { body } = await exchange(browser, auth, callback);

    const returnTo = `${webOrigin}/awd/`;
    const logout = await browser.request(`/v2/logout?${new URLSearchParams({ client_id: clientId, returnTo })}`);
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe(returnTo);

    const silentCheck = await browser.request(authorization({ prompt: "none", response_mode: "web_message" }).url);
    expect(await silentCheck.text()).toContain('"error":"login_required"');
    const refresh = await token(browser, { grant_type: "refresh_token", refresh_token: body.refresh_token ?? "" });
    expect(refresh.body.error).toBe("invalid_grant");

    const elsewhere = await browser.request(
      `/v2/logout?${new URLSearchParams({ client_id: clientId, returnTo: "http://evil.example/" })}`,
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain(messages.returnToNotAllowed);
  });

  it("keeps sessions, refresh tokens and its signing key across a restart", async () => {
    const browser = new Browser(idp.url);
    const { auth, callback } = await signIn(browser);
    const { body } = await exchange(browser, auth, callback);
    const keysBefore = await jwks();

    await idp.close();
    idp = await start();

    expect(await jwks()).toEqual(keysBefore);
    const refreshed = await token(browser, {
      grant_type: "refresh_token",
      refresh_token: body.refresh_token ?? "",
      redirect_uri: redirectUri,
    });
    expect(refreshed.response.status).toBe(200);
    expect(verifiedClaims(refreshed.body.access_token, keysBefore)).toMatchObject({ aud: audience });
    const silentCheck = await browser.request(authorization({ prompt: "none", response_mode: "web_message" }).url);
    expect(await silentCheck.text()).toMatch(/"code":"[^"]+"/);
  });
});
