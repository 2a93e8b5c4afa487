import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { demoPassword } from "./sign-in.ts";
import { apiUrl, e2ePorts } from "./stack.ts";

// The desk's operators of the README (apps/api/src/services/demo-accounts.ts).
export const deskOperators = {
  /** desk:read, desk:write and content:import */
  operator: "desk@awd.example",
  /** desk:read only: sees everything, changes nothing */
  viewer: "desk-viewer@awd.example",
} as const;

/**
 * Signs in to the publisher's desk as an operator does: /awd/desk (or `path` under it) sends a
 * signed-out visitor to the identity provider's login page, which returns to it. Ends when the
 * screen is shown, past the desk's sign-in gate.
 */
export async function signInToDesk(page: Page, email: string = deskOperators.operator, path = "desk"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("パスワード").fill(demoPassword);
  await page.getByRole("button", { name: "ログイン" }).click();
  const deskPath = new URL(path, "http://site/awd/").pathname;
  await page.waitForURL((url) => url.pathname === deskPath, { timeout: 20_000 });
  await expect(page.getByText(`${email} でログイン中`)).toBeVisible();
}

const run = promisify(execFile);

/** `npm run desk -- <args>` against the journeys' running API (the command goes through it); its output. */
export const deskCommand = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "apps/api/src/desk/cli.ts", ...args], {
    env: { ...process.env, ACCOUNTS_API_URL: apiUrl, API_PORT: String(e2ePorts.api), WEB_PORT: String(e2ePorts.web) },
  });
