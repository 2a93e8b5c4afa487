import { staticRoutes as contract } from "@awd/core/contract/static-files";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { isSignedOnlyPrintPath } from "../services/print-editions.ts";
import { contentTypeOf, isFreeAudio, readFileSlice, resolveStaticPath } from "../services/static-files.ts";

// Described by the contract, answered below at every path under its prefix: the file's path holds
// slashes, which a route's {path} parameter does not match. Only the description goes to
// /openapi.json (its guard, public, brings no middleware).
const prefix = contract.file.path.replace("{path}", "");
const { middleware: _none, ...fileRoute } = routeOf(contract.file, {
  errors: { 206: { description: "A byte range" }, 404: { description: "No such public file" } },
});

export function staticRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openAPIRegistry.registerPath(fileRoute);
  app.get(`${prefix}*`, async (c) => {
    const rawPath = c.req.path.slice(prefix.length);
    const { config, signer } = c.var.deps;
    const notFound = new ApiError(404, `No static file ${rawPath}`);
    const file = resolveStaticPath(config.contentDir, rawPath);
    if (!file) throw notFound;
    const path = decodeURIComponent(rawPath);
    const isPrintFile = isSignedOnlyPrintPath(path);
    const isSignedOnly = isPrintFile || (path.startsWith("media/audio/") && !(await isFreeAudio(c.var.db, path)));
    if (isSignedOnly && !signer.verify(path, c.req.query()))
      throw new ApiError(
        403,
        isPrintFile ? "This print edition needs a valid right" : "This audio needs a valid right",
      );
    const slice = await readFileSlice(file, c.req.header("range"));
    if (!slice) throw notFound;
    if (slice === "unsatisfiable") throw new ApiError(416, "Range not satisfiable");
    const cacheControl = isSignedOnly
      ? "private, no-store"
      : config.staticMaxAge === undefined
        ? "no-store"
        : `public, max-age=${config.staticMaxAge}`;
    c.header("Content-Type", contentTypeOf(file));
    c.header("Cache-Control", cacheControl);
    c.header("Accept-Ranges", "bytes");
    c.header("Content-Length", String(slice.end - slice.start + 1));
    if (slice.partial) c.header("Content-Range", `bytes ${slice.start}-${slice.end}/${slice.size}`);
    return c.body(slice.stream, slice.partial ? 206 : 200);
  });
  return app;
}
