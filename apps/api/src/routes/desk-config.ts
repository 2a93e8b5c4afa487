import { deskConfigRoutes as contract } from "@awd/core/contract/desk-config";
import { fieldProblemsBodySchema } from "@awd/core/contract/field-problems";
import {
  isRemoteConfigKey,
  type RemoteConfigKey,
  remoteConfigValueProblems,
  valueProblemDescription,
} from "@awd/core/remote-config-value";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { changeBy, refuseFields } from "../desk/field-problems.ts";
import { ApiError } from "../errors.ts";
import { jsonContent } from "../schemas.ts";
import {
  listRemoteConfigValues,
  parsePattern,
  removeRemoteConfigValue,
  type StoredRemoteConfigValue,
  setRemoteConfigValue,
} from "../services/remote-config.ts";

// docs/product/publishers-desk.md#remote-config-and-surveys: the same rule refuses a value on the desk
// before saving and here, with the same problems at the same fields.

const listRoute = routeOf(contract.values);
const setRoute = routeOf(contract.set, {
  errors: { 422: jsonContent(fieldProblemsBodySchema, "The value's problems, at their fields") },
});
const removeRoute = routeOf(contract.remove);

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
