import { deskPartnersRoutes as contract } from "@awd/core/contract/desk-partners";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { changeBy } from "../desk/field-problems.ts";
import { nodeSnippet, phpSnippet } from "../desk/partner-snippets.ts";
import { ApiError } from "../errors.ts";
import { idempotencyKeyHeaders, idempotent, operatorOwner } from "../idempotency.ts";
import { jsonContent } from "../schemas.ts";
import { addPartner, allPartners, partnerView, rotatePartnerSecret, setPartnerState } from "../services/alliance.ts";

// docs/product/publishers-desk.md#partners: a secret leaves the API only in the answer that
// made it, with the code that uses it; every later read says only that the partner has one.

const listRoute = routeOf(contract.list);
// Added again with its Idempotency-Key, once; its 409 is the id already taken.
const addRoute = routeOf(contract.add, {
  middleware: [idempotent(operatorOwner)],
  headers: idempotencyKeyHeaders,
  errors: { 409: jsonContent(errorBodySchema, "A partner has this id already") },
});
const rotateRoute = routeOf(contract.rotateSecret);
const stateRoute = routeOf(contract.setState);

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
