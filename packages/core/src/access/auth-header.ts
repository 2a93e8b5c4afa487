import { fail, ok, type Result } from "../result.ts";

// docs/product/sign-in-and-accounts.md#request-credentials: an alliance visitor sends
// `Authorization: AwdAlliance {token}`; a signed-in reader `Authorization: Bearer {access token}`
// plus the ID token in `Auth0-Id-Token`; anyone else sends neither and is served as anonymous.
export const idTokenHeader = "Auth0-Id-Token";

export type RequestCredentials =
  | { kind: "alliance"; allianceToken: string }
  | { kind: "bearer"; accessToken: string; idToken: string | undefined }
  | { kind: "anonymous" };

/** The headers a request carries for these credentials. */
export const authHeaders = (credentials: RequestCredentials): Record<string, string> => {
  switch (credentials.kind) {
    case "alliance":
      return { Authorization: `AwdAlliance ${credentials.allianceToken}` };
    case "bearer":
      return {
        Authorization: `Bearer ${credentials.accessToken}`,
        ...(credentials.idToken ? { [idTokenHeader]: credentials.idToken } : {}),
      };
    case "anonymous":
      return {};
  }
};

// Authentication schemes are case-insensitive (RFC 9110 §11.1).
const schemePattern = /^(AwdAlliance|Bearer) +(\S+)$/i;

/** What the API reads back from the two headers; an Authorization it cannot read is refused. */
export const credentialsFromHeaders = (
  authorization: string | undefined,
  idToken: string | undefined,
): Result<RequestCredentials, "malformed-authorization"> => {
  if (authorization === undefined || authorization === "") return ok({ kind: "anonymous" });
  const [, scheme = "", token = ""] = schemePattern.exec(authorization.trim()) ?? [];
  if (token === "") return fail("malformed-authorization");
  return ok(
    scheme.toLowerCase() === "bearer"
      ? { kind: "bearer", accessToken: token, idToken: idToken || undefined }
      : { kind: "alliance", allianceToken: token },
  );
};
