import { describe, expect, it } from "vitest";
import { authHeaders, credentialsFromHeaders, type RequestCredentials } from "./auth-header.ts";

describe("authHeaders (AwdAlliance, or Bearer plus Auth0-Id-Token)", () => {
  it.each<[string, RequestCredentials, Record<string, string>]>([
    ["alliance", { kind: "alliance", allianceToken: "t" }, { Authorization: "AwdAlliance t" }],
    [
      "signed in",
      { kind: "bearer", accessToken: "a", idToken: "i" },
      { Authorization: "Bearer a", "Auth0-Id-Token": "i" },
    ],
    ["signed in, no ID token", { kind: "bearer", accessToken: "a", idToken: undefined }, { Authorization: "Bearer a" }],
    ["anonymous", { kind: "anonymous" }, {}],
  ])("%s", (_, credentials, headers) => {
    expect(authHeaders(credentials)).toEqual(headers);
  });
});

describe("credentialsFromHeaders", () => {
  it.each<[string | undefined, string | undefined, RequestCredentials]>([
    [undefined, undefined, { kind: "anonymous" }],
    ["", "i", { kind: "anonymous" }],
    ["Bearer a", "i", { kind: "bearer", accessToken: "a", idToken: "i" }],
    ["bearer a", undefined, { kind: "bearer", accessToken: "a", idToken: undefined }],
    ["Bearer a", "", { kind: "bearer", accessToken: "a", idToken: undefined }],
    ["AwdAlliance x.y", undefined, { kind: "alliance", allianceToken: "x.y" }],
    ["awdalliance  x.y ", "i", { kind: "alliance", allianceToken: "x.y" }],
  ])("%j with ID token %j", (authorization, idToken, expected) => {
    expect(credentialsFromHeaders(authorization, idToken)).toEqual({ ok: true, value: expected });
  });

  it.each(["Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "Bearer a b", "token"])("refuses %j", (authorization) => {
    expect(credentialsFromHeaders(authorization, undefined)).toEqual({ ok: false, reason: "malformed-authorization" });
  });

  it.each<RequestCredentials>([
    { kind: "alliance", allianceToken: "x.y" },
    { kind: "bearer", accessToken: "a", idToken: "i" },
    { kind: "anonymous" },
  ])("reads back what authHeaders wrote: %j", (credentials) => {
    const headers = authHeaders(credentials);
    expect(credentialsFromHeaders(headers.Authorization, headers["Auth0-Id-Token"])).toEqual({
      ok: true,
      value: credentials,
    });
  });
});
