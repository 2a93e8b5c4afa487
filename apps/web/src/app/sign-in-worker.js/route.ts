import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";

// The sign-in SDK's token worker (it holds the refresh token), served from the site's own origin so
// the Content-Security-Policy allows workers from 'self' only, never blob: URLs. Read once at build.
export const dynamic = "force-static";

const workerFile = "node_modules/@auth0/auth0-spa-js/dist/auth0-spa-js.worker.production.js";

// The bundler rewrites require.resolve into a module id, so the package is looked up as Node
// would: in node_modules of the build's directory or of a directory above it.
function findWorkerFile(dir = process.cwd()): string {
  // Read at build only (force-static): nothing needs tracing into the server's output.
  const candidate = join(/*turbopackIgnore: true*/ dir, workerFile);
  if (existsSync(candidate)) return candidate;
  if (dirname(dir) === dir) throw new Error(`${workerFile} was not found above ${process.cwd()}`);
  return findWorkerFile(dirname(dir));
}

export async function GET() {
  const source = await readFile(findWorkerFile(), "utf8");
  return new Response(source, { headers: { "content-type": "text/javascript; charset=utf-8" } });
}
