import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, type SiteOrigins, securityHeaders } from "./content-security-policy";

const deployment: SiteOrigins = {
  apiUrls: ["https://api.awd.example/", "https://write.awd.example/v1"],
  identityProviderUrl: "https://login.awd.example",
  development: false,
};

const directives = (origins: SiteOrigins) =>
  new Map(
    contentSecurityPolicy(origins)
      .split("; ")
      .map((directive) => {
        const [name = "", ...sources] = directive.split(" ");
        return [name, sources] as const;
      }),
  );

describe("contentSecurityPolicy", () => {
  it.each([
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-inline'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["connect-src", ["'self'", "https://api.awd.example", "https://write.awd.example", "https://login.awd.example"]],
    ["worker-src", ["'self'"]],
    ["frame-src", ["https://login.awd.example"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", "https://login.awd.example"]],
    ["frame-ancestors", ["'none'"]],
  ])("%s allows exactly %j", (name, sources) => {
    expect(directives(deployment).get(name)).toEqual(sources);
  });

  it("names no directive beyond those", () => {
    expect(directives(deployment).size).toBe(13);
  });

  it("lists an origin once when the read and write API and the identity provider share it", () => {
    const shared = directives({
      apiUrls: ["http://localhost:3001", "http://localhost:3001/"],
      identityProviderUrl: "http://localhost:3001/idp",
      development: false,
    });
    expect(shared.get("connect-src")).toEqual(["'self'", "http://localhost:3001"]);
  });

  it.each([
    [false, ["'self'", "'unsafe-inline'"]],
    [true, ["'self'", "'unsafe-inline'", "'unsafe-eval'"]],
  ])("with development %s, scripts may come from %j", (development, sources) => {
    expect(directives({ ...deployment, development }).get("script-src")).toEqual(sources);
  });

  it.each([
    ["an API URL without a scheme", { ...deployment, apiUrls: ["api.awd.example"] }, "api.awd.example"],
    ["a javascript: identity provider", { ...deployment, identityProviderUrl: "javascript:alert(1)" }, "javascript"],
    ["a wildcard API origin", { ...deployment, apiUrls: ["*"] }, '"*"'],
  ])("refuses %s, naming it", (_, origins, named) => {
    expect(() => contentSecurityPolicy(origins)).toThrow(named);
  });
});

describe("securityHeaders", () => {
  it.each([
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=()",
    ],
  ])("sends %s: %s", (key, value) => {
    expect(securityHeaders(deployment)).toContainEqual({ key, value });
  });

  it("sends the policy and no HSTS (that depends on the request's scheme)", () => {
    const keys = securityHeaders(deployment).map((header) => header.key);
    expect(keys).toContain("Content-Security-Policy");
    expect(keys).not.toContain("Strict-Transport-Security");
  });
});
