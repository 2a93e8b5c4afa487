import autocannon from "autocannon";
import { sampleArticlePath, withSite } from "./site.ts";

// npm run bench:pages: throughput of the reader's site's public pages on the production server
// (next start), beside a bare prerendered page measured in the same run. Every public page is
// prerendered or regenerated (ISR), so each figure should stay near the bare page's.

const ports = { web: 3520, api: 3521, idp: 3522 };
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Figure {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  meanMs: number;
  non2xx: number;
  errors: number;
}

async function measure(siteUrl: string, name: string, path: string): Promise<Figure> {
  // The site's root answers at /awd (without the slash), as every link to home has it.
  const url = path === "" ? siteUrl.replace(/\/$/, "") : new URL(path, siteUrl).href;
  for (let i = 0; i < 20; i++) await fetch(url).then((r) => r.arrayBuffer());
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    meanMs: result.latency.average,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const apiUrl = process.env.BENCH_API_URL ?? `http://127.0.0.1:${ports.api}`;
  const figures = await withSite(ports, async (siteUrl) => {
    const article = await sampleArticlePath(apiUrl);
    const pages: [string, string][] = [
      ["bare prerendered page", "embedded/health"],
      ["home", ""],
      ["series list", "news-topics"],
      ["article", article],
    ];
    const measured: Figure[] = [];
    for (const [name, path] of pages) {
      console.log(`measuring ${name} (/awd/${path}) for ${seconds} s…`);
      measured.push(await measure(siteUrl, name, path));
    }
    return measured;
  });
  const baseline = figures[0];
  console.log(`\n${connections} connections, ${seconds} s each, production build (next start)\n`);
  console.log(
    `${"page".padEnd(24)}${"req/s".padStart(10)}${"p99 ms".padStart(9)}${"mean ms".padStart(9)}${"vs bare".padStart(9)}  errors`,
  );
  for (const f of figures) {
    const share = baseline ? `${Math.round((f.requestsPerSecond / baseline.requestsPerSecond) * 100)}%` : "";
    console.log(
      `${f.name.padEnd(24)}${f.requestsPerSecond.toFixed(0).padStart(10)}${String(f.p99Ms).padStart(9)}${f.meanMs.toFixed(1).padStart(9)}${share.padStart(9)}  ${f.non2xx + f.errors}`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench:pages failed: ${error.message}`);
    process.exit(1);
  },
);
