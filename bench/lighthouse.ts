import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium.ts";
import { sampleArticlePath, withSite } from "./site.ts";

// npm run bench:lighthouse: Lighthouse (mobile, Debian's Chromium) on home, an article and a series
// list of the production build; prints performance, accessibility, LCP, CLS and TBT.

const ports = { web: 3530, api: 3531, idp: 3532 };

interface Row {
  name: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function audit(port: number, name: string, url: string): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.warn(`  ${name}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    name,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
  };
}

async function main() {
  const apiUrl = process.env.BENCH_API_URL ?? `http://127.0.0.1:${ports.api}`;
  const rows = await withSite(ports, async (siteUrl) => {
    const pages: [string, string][] = [
      ["home", siteUrl.replace(/\/$/, "")],
      ["article", new URL(await sampleArticlePath(apiUrl), siteUrl).href],
      ["series list", new URL("news-topics", siteUrl).href],
    ];
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ["--headless=new", ...chromiumArgs],
    });
    try {
      const measured: Row[] = [];
      for (const [name, url] of pages) {
        await fetch(url);
        console.log(`auditing ${name} (${url})…`);
        measured.push(await audit(chrome.port, name, url));
      }
      return measured;
    } finally {
      chrome.kill();
    }
  });
  console.log("\nLighthouse, mobile (default config: emulated Moto G Power, slow 4G, 4x CPU slowdown)\n");
  console.log(
    `${"page".padEnd(14)}${"perf".padStart(6)}${"a11y".padStart(6)}${"LCP ms".padStart(9)}${"CLS".padStart(8)}${"TBT ms".padStart(9)}`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(14)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}${r.lcpMs.toFixed(0).padStart(9)}${r.cls.toFixed(3).padStart(8)}${r.tbtMs.toFixed(0).padStart(9)}`,
    );
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench:lighthouse failed: ${error.message}`);
    process.exit(1);
  },
);
