import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, repoRoot, startDevStack } from "./lib/stack.ts";
import { throwawayStackEnv } from "./lib/throwaway-stack.ts";

const ports = { web: await freePort(), api: await freePort(), idp: await freePort() };
const siteMessagesFile = join(repoRoot, "apps/web/src/messages/site.ts");

async function homePage(): Promise<{ status: number; html: string }> {
  const response = await fetch(`http://127.0.0.1:${ports.web}/awd`);
  return { status: response.status, html: await response.text() };
}

/** The home page once it shows this text, or the last one seen when it did not within the time. */
async function homePageShowing(text: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let page = await homePage();
  while (!page.html.includes(text) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    page = await homePage();
  }
  return page;
}

describe("npm run dev", () => {
  it("serves the site, then a page's changed source without a restart", async () => {
    const { env, remove } = throwawayStackEnv(ports, "dev");
    const source = readFileSync(siteMessagesFile, "utf8");
    // The tagline every page's header shows.
    const tagline = /siteTagline: "([^"]+)"/.exec(source)?.[1];
    if (!tagline) throw new Error(`${siteMessagesFile} has no siteTagline`);
    const changed = `${tagline}（開発中）`;
    const stack = await startDevStack(ports, env);
    try {
      const first = await homePage();
      expect(first.status).toBe(200);
      expect(first.html).toContain(tagline);
      expect(first.html).not.toContain(changed);

      writeFileSync(siteMessagesFile, source.replace(`"${tagline}"`, `"${changed}"`));
      const after = await homePageShowing(changed, 30_000);
      expect(after.status).toBe(200);
      expect(after.html).toContain(changed);
    } finally {
      writeFileSync(siteMessagesFile, source);
      await stack.stop();
      remove();
    }
  }, 120_000);
});
