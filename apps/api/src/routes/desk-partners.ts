import {
  deskPartnerAddSchema,
  deskPartnerIdParamsSchema,
  deskPartnerSchema,
  deskPartnerSecretSchema,
  deskPartnerStateSchema,
  deskPartnersSchema,
} from "@awd/core/contract/desk-partners";
import { envelope, errorBodySchema } from "@awd/core/contract/envelope";
import { deskChangePermission } from "@awd/core/desk-permissions";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { deskErrors } from "../desk/errors.ts";
import { changeBy } from "../desk/field-problems.ts";
import { nodeSnippet, phpSnippet } from "../desk/partner-snippets.ts";
import { requirePermission } from "../desk/permissions.ts";
import { ApiError } from "../errors.ts";
import { idempotencyErrors, idempotencyKeyHeaders, idempotent, operatorOwner } from "../idempotency.ts";
import { jsonBody, jsonContent } from "../schemas.ts";
import { addPartner, allPartners, partnerView, rotatePartnerSecret, setPartnerState } from "../services/alliance.ts";

// docs/product/publishers-desk.md#partners: a secret leaves the API only in the answer that
// made it, with the code that uses it; every later read says only that the partner has one.

const partnerParams = { params: deskPartnerIdParamsSchema };

const listRoute = createRoute({
  method: "get",
  path: "/desk/partners",
  middleware: [requirePermission("desk:read")],
  responses: { 200: jsonContent(envelope(deskPartnersSchema), "Every partner, by id, without secrets"), ...deskErrors },
});

const addRoute = createRoute({
  method: "post",
  path: "/desk/partners",
  middleware: [requirePermission(deskChangePermission.partners), idempotent(operatorOwner)],
  request: { headers: idempotencyKeyHeaders, ...jsonBody(deskPartnerAddSchema) },
  responses: {
    201: jsonContent(envelope(deskPartnerSecretSchema), "The new partner, its secret shown this once"),
    ...idempotencyErrors,
    409: jsonContent(errorBodySchema, "A partner has this id already"),
    ...deskErrors,
  },
});

const rotateRoute = createRoute({
  method: "post",
  path: "/desk/partners/{id}/secret",
  middleware: [requirePermission(deskChangePermission.partners)],
  request: partnerParams,
  responses: {
    200: jsonContent(envelope(deskPartnerSecretSchema), "The partner's new secret, shown this once"),
    ...deskErrors,
  },
});

const stateRoute = createRoute({
  method: "post",
  path: "/desk/partners/{id}/state",
  middleware: [requirePermission(deskChangePermission.partners)],
  request: { ...partnerParams, ...jsonBody(deskPartnerStateSchema) },
  responses: { 200: jsonContent(envelope(deskPartnerSchema), "The partner as it now is"), ...deskErrors },
});

type Partner = Parameters<typeof partnerView>[0];

const viewData = (partner: Partner) => {
  const view = partnerView(partner);
  return { ...view, createdAt: view.createdAt.toISOString() };
};

const secretData = (c: Context<AppEnv>, partner: Partner) => {
  const setup = { partner: partner.referrer, secret: partner.secret, apiUrl: c.var.deps.config.publicUrl };
  return {
    partner: viewData(partner),
    secret: partner.secret,
    snippets: { node: nodeSnippet(setup), php: phpSnippet(setup) },
  };
};

const noPartner = () => new ApiError(404, "No partner has this id");

export function deskPartnerRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => c.json({ data: { partners: (await allPartners(c.var.db)).map(viewData) } }, 200));
  app.openapi(addRoute, async (c) => {
    const added = await addPartner(c.var.db, c.req.valid("json").id, changeBy(c));
    if (!added) throw new ApiError(409, "A partner has this id already");
    return c.json({ data: secretData(c, added) }, 201);
  });
  app.openapi(rotateRoute, async (c) => {
    const rotated = await rotatePartnerSecret(c.var.db, c.req.valid("param").id, changeBy(c));
    if (!rotated) throw noPartner();
    return c.json({ data: secretData(c, rotated) }, 200);
  });
  app.openapi(stateRoute, async (c) => {
    const changed = await setPartnerState(c.var.db, c.req.valid("param").id, c.req.valid("json"), changeBy(c));
    if (!changed) throw noPartner();
    return c.json({ data: viewData(changed) }, 200);
  });
  return app;
}
