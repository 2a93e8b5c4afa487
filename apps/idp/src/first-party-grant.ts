import type { Grant, KoaContextWithOIDC } from "oidc-provider";

/**
 * oidc-provider's `loadExistingGrant`, granting consent on the reader's behalf. Every client of
 * this provider is our own web app (first party), and Auth0 asks no consent of first-party apps,
 * so there is no consent page: the session's grant (or a new one) is given whatever this request
 * asks for — its OpenID scopes, claims and the API's scopes — and saved before the provider checks it.
 */
export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const { client, session } = oidc;
  if (!client || !session?.accountId) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  // A grant of someone else (a session that changed hands) is never reused.
  const reusable = existing?.accountId === session.accountId && existing.clientId === client.clientId;
  const grant = reusable
    ? existing
    : new oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });

  const scopes = oidc.requestParamOIDCScopes;
  if (scopes.size > 0) grant.addOIDCScope(scopes);
  const claims = oidc.requestParamClaims;
  if (claims.size > 0) grant.addOIDCClaims(claims);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    const granted = [...oidc.requestParamScopes].filter((scope) => resourceServer.scopes.has(scope));
    if (granted.length > 0) grant.addResourceScope(indicator, granted);
  }
  await grant.save();
  return grant;
}
