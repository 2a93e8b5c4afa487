import {
  deskConfigKeyParamsSchema,
  deskConfigPatternQuerySchema,
  deskConfigSchema,
  deskConfigSetSchema,
  deskConfigValueSchema,
} from "@awd/core/contract/desk-config";
import { envelope } from "@awd/core/contract/envelope";
import { fieldProblemsBodySchema } from "@awd/core/contract/field-problems";
import { deskChangePermission } from "@awd/core/desk-permissions";
import {
  isRemoteConfigKey,
  type RemoteConfigKey,
  remoteConfigValueProblems,
  valueProblemDescription,
} from "@awd/core/remote-config-value";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { deskErrors } from "../desk/errors.ts";
import { changeBy, refuseFields } from "../desk/field-problems.ts";
import { requirePermission } from "../desk/permissions.ts";
import { ApiError } from "../errors.ts";
import { jsonBody, jsonContent } from "../schemas.ts";
import {
  listRemoteConfigValues,
  parsePattern,
  removeRemoteConfigValue,
  type StoredRemoteConfigValue,
  setRemoteConfigValue,
} from "../services/remote-config.ts";

// docs/product/publishers-desk.md#remote-config-and-surveys: the same rule refuses a value on the desk
// before saving and here, with the same problems at the same fields.

const listRoute = createRoute({
  method: "get",
  path: "/desk/config",
  middleware: [requirePermission("desk:read")],
  responses: {
    200: jsonContent(envelope(deskConfigSchema), "Every stored value, by key and pattern"),
    ...deskErrors,
  },
});

const setRoute = createRoute({
  method: "post",
  path: "/desk/config",
  middleware: [requirePermission(deskChangePermission.config)],
  request: jsonBody(deskConfigSetSchema),
  responses: {
    200: jsonContent(envelope(deskConfigValueSchema), "The value as stored"),
    ...deskErrors,
    422: jsonContent(fieldProblemsBodySchema, "The value's problems, at their fields"),
  },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/desk/config/{key}",
  middleware: [requirePermission(deskChangePermission.config)],
  request: { params: deskConfigKeyParamsSchema, query: deskConfigPatternQuerySchema },
  responses: { 200: jsonContent(envelope(deskConfigValueSchema), "The value removed"), ...deskErrors },
});

const valueData = (row: StoredRemoteConfigValue & { key: RemoteConfigKey }) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** The stored values of the keys the site reads (a row of a key no longer read is not the desk's). */
const knownValues = (rows: StoredRemoteConfigValue[]) =>
  rows.filter((row): row is StoredRemoteConfigValue & { key: RemoteConfigKey } => isRemoteConfigKey(row.key));

export function deskConfigRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) =>
    c.json({ data: { values: knownValues(await listRemoteConfigValues(c.var.db)).map(valueData) } }, 200),
  );
  app.openapi(setRoute, async (c) => {
    const { key, pattern, value } = c.req.valid("json");
    const problems = remoteConfigValueProblems(key, value);
    if (problems.length > 0)
      return refuseFields(
        c,
        problems.map((p) => ({ path: p.path, code: p.code, message: valueProblemDescription(p) })),
      );
    const row = await setRemoteConfigValue(c.var.db, key, parsePattern(pattern), value, changeBy(c));
    return c.json({ data: valueData({ ...row, key }) }, 200);
  });
  app.openapi(removeRoute, async (c) => {
    const { key } = c.req.valid("param");
    const removed = await removeRemoteConfigValue(
      c.var.db,
      key,
      parsePattern(c.req.valid("query").pattern),
      changeBy(c),
    );
    if (!removed) throw new ApiError(404, "No value is stored for this key and pattern");
    return c.json({ data: valueData({ ...removed, key }) }, 200);
  });
  return app;
}
