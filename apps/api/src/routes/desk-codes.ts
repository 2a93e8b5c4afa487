import {
  issuedLinkingCodesSchema,
  issueLinkingCodesSchema,
  linkingCodeParamSchema,
  linkingCodesSchema,
  monthParamSchema,
  previewCodeMonthSchema,
  previewCodesSchema,
  setPreviewCodeSchema,
} from "@awd/core/contract/desk-codes";
import { envelope } from "@awd/core/contract/envelope";
import { deskChangePermission } from "@awd/core/desk-permissions";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { deskErrors } from "../desk/errors.ts";
import { requirePermission } from "../desk/permissions.ts";
import { ApiError } from "../errors.ts";
import { idempotencyErrors, idempotencyKeyHeaders, idempotent, operatorOwner } from "../idempotency.ts";
import { jsonBody, jsonContent } from "../schemas.ts";
import {
  issueDeskLinkingCodes,
  listLinkingCodes,
  listPreviewCodes,
  revokeLinkingCode,
  setMonthPreviewCode,
} from "../services/desk-codes.ts";

// docs/product/publishers-desk.md#codes

const previewCodesRoute = createRoute({
  method: "get",
  path: "/desk/preview-codes",
  middleware: [requirePermission("desk:read")],
  responses: {
    200: jsonContent(envelope(previewCodesSchema), "This month and the codes of recent months"),
    ...deskErrors,
  },
});

const setPreviewCodeRoute = createRoute({
  method: "post",
  path: "/desk/preview-codes/{month}",
  middleware: [requirePermission(deskChangePermission.codes), idempotent(operatorOwner)],
  request: { params: monthParamSchema, headers: idempotencyKeyHeaders, ...jsonBody(setPreviewCodeSchema) },
  responses: {
    ...idempotencyErrors,
    200: jsonContent(envelope(previewCodeMonthSchema), "The month's code, as readers must type it"),
    ...deskErrors,
  },
});

const linkingCodesRoute = createRoute({
  method: "get",
  path: "/desk/linking-codes",
  middleware: [requirePermission("desk:read")],
  responses: {
    200: jsonContent(envelope(linkingCodesSchema), "Every linking code, without spelling one"),
    ...deskErrors,
  },
});

const issueRoute = createRoute({
  method: "post",
  path: "/desk/linking-codes",
  middleware: [requirePermission(deskChangePermission.codes), idempotent(operatorOwner)],
  request: { headers: idempotencyKeyHeaders, ...jsonBody(issueLinkingCodesSchema) },
  responses: {
    201: jsonContent(envelope(issuedLinkingCodesSchema), "The new codes, shown this once"),
    ...idempotencyErrors,
    ...deskErrors,
  },
});

const revokeRoute = createRoute({
  method: "post",
  path: "/desk/linking-codes/{id}/revoke",
  middleware: [requirePermission(deskChangePermission.codes)],
  request: { params: linkingCodeParamSchema },
  responses: {
    200: jsonContent(envelope(z.object({ revoked: z.literal(true) })), "The code expires now"),
    ...deskErrors,
  },
});

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
