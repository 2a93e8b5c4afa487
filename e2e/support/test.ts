import { test as base, type Page } from "@playwright/test";
import { siteUrl } from "./stack.ts";

// The test every journey uses: @playwright/test's, plus a check that runs around each journey and
// fails it when the site's Content-Security-Policy refused anything on one of the site's pages.
// Pages of the identity provider carry their own policy and are not the site's concern here.

export { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";

const siteOrigin = new URL(siteUrl).origin;
const reportBinding = "__awdReportPolicyViolation";

interface Violation {
  directive: string;
  blocked: string;
  document: string;
  sample: string;
}

const describe = (v: Violation) =>
  `${v.directive} refused ${v.blocked || "(inline)"} on ${v.document}${v.sample ? ` (${v.sample})` : ""}`;

/** Collects the policy violations of the site's pages (the event in each frame, and Chromium's console lines). */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding(reportBinding, (_source, violation: Violation) => {
    if (violation.document.startsWith(siteOrigin)) violations.push(describe(violation));
  });
  await page.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (v: object) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        document: event.documentURI,
        sample: event.sample,
      });
    });
  }, reportBinding);
  page.on("console", (message) => {
    const from = message.location().url;
    if (/Refused to|Content Security Policy/.test(message.text()) && from.startsWith(siteOrigin))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

export const test = base.extend<{ expectedPolicyViolations: string[]; contentSecurityPolicyHolds: undefined }>({
  /** URLs a journey makes the policy refuse on purpose (an attack it shows to fail). */
  expectedPolicyViolations: [[], { option: true }],
  contentSecurityPolicyHolds: [
    async ({ page, expectedPolicyViolations }, use, testInfo) => {
      const violations = await watchPolicyViolations(page);
      await use(undefined);
      const unexpected = [...new Set(violations)].filter(
        (line) => !expectedPolicyViolations.some((url) => line.includes(url)),
      );
      if (unexpected.length > 0 && testInfo.status === testInfo.expectedStatus)
        throw new Error(`the Content-Security-Policy refused something:\n${unexpected.join("\n")}`);
    },
    { auto: true },
  ],
});
