import { deskCodesRoutes as contract } from "@awd/core/contract/desk-codes";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { idempotencyErrors, idempotencyKeyHeaders, idempotent, operatorOwner } from "../idempotency.ts";
import {
  issueDeskLinkingCodes,
  listLinkingCodes,
  listPreviewCodes,
  revokeLinkingCode,
  setMonthPreviewCode,
} from "../services/desk-codes.ts";

// docs/product/publishers-desk.md#codes

// A change sent again with its Idempotency-Key is applied once (its 422 stays the desk's "invalid request").
const idempotentChange = {
  middleware: [idempotent(operatorOwner)],
  headers: idempotencyKeyHeaders,
  errors: { 409: idempotencyErrors[409] },
};

const previewCodesRoute = routeOf(contract.previewCodes);
const setPreviewCodeRoute = routeOf(contract.setPreviewCode, idempotentChange);
const linkingCodesRoute = routeOf(contract.linkingCodes);
const issueRoute = routeOf(contract.issueLinkingCodes, idempotentChange);
const revokeRoute = routeOf(contract.revokeLinkingCode);

export function deskCodeRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  const at = (c: { var: AppEnv["Variables"] }) => new Date(c.var.now);

  app.openapi(previewCodesRoute, async (c) => c.json({ data: await listPreviewCodes(c.var.db, at(c)) }, 200));

  app.openapi(setPreviewCodeRoute, async (c) => {
    const { month } = c.req.valid("param");
    const row = await setMonthPreviewCode(c.var.db, c.var.operator, month, c.req.valid("json").code, at(c));
    return c.json({ data: row }, 200);
  });

  app.openapi(linkingCodesRoute, async (c) => c.json({ data: await listLinkingCodes(c.var.db, at(c)) }, 200));

  app.openapi(issueRoute, async (c) => {
    const codes = await issueDeskLinkingCodes(c.var.db, c.var.operator, c.req.valid("json"), at(c));
    return c.json({ data: { codes } }, 201);
  });

  app.openapi(revokeRoute, async (c) => {
    if (!(await revokeLinkingCode(c.var.db, c.var.operator, c.req.valid("param").id, at(c))))
      throw new ApiError(404, "No unused linking code has this id");
    return c.json({ data: { revoked: true as const } }, 200);
  });
  return app;
}
