import {
  type DeskNoticeInput,
  deskNoticeIdParamsSchema,
  deskNoticeInputSchema,
  deskNoticeOrderSchema,
  deskNoticeSchema,
  deskNoticesSchema,
} from "@awd/core/contract/desk-notices";
import { envelope, errorBodySchema } from "@awd/core/contract/envelope";
import { fieldProblemsBodySchema } from "@awd/core/contract/field-problems";
import { deskChangePermission } from "@awd/core/desk-permissions";
import { revalidateSite } from "@awd/db/site-revalidation";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { deskErrors } from "../desk/errors.ts";
import { changeBy } from "../desk/field-problems.ts";
import { requirePermission } from "../desk/permissions.ts";
import { ApiError } from "../errors.ts";
import { afterCommit, idempotencyErrors, idempotencyKeyHeaders, idempotent, operatorOwner } from "../idempotency.ts";
import { jsonBody, jsonContent } from "../schemas.ts";
import {
  addNotice,
  allNotices,
  changeNotice,
  type NoticeFields,
  orderNotices,
  removeNotice,
  type StoredNotice,
} from "../services/notices.ts";

// docs/product/publishers-desk.md#notices

const noticeBody = jsonBody(deskNoticeInputSchema);
const refusedNotice = { 422: jsonContent(fieldProblemsBodySchema, "The notice's problems, at their fields") };

const listRoute = createRoute({
  method: "get",
  path: "/desk/notices",
  middleware: [requirePermission("desk:read")],
  responses: { 200: jsonContent(envelope(deskNoticesSchema), "Every notice, in the desk's order"), ...deskErrors },
});

const addRoute = createRoute({
  method: "post",
  path: "/desk/notices",
  middleware: [requirePermission(deskChangePermission.notices), idempotent(operatorOwner)],
  request: { headers: idempotencyKeyHeaders, ...noticeBody },
  responses: {
    201: jsonContent(envelope(deskNoticeSchema), "The notice, first in the order"),
    ...idempotencyErrors,
    ...deskErrors,
    ...refusedNotice,
  },
});

const changeRoute = createRoute({
  method: "post",
  path: "/desk/notices/{id}",
  middleware: [requirePermission(deskChangePermission.notices)],
  request: { params: deskNoticeIdParamsSchema, ...noticeBody },
  responses: { 200: jsonContent(envelope(deskNoticeSchema), "The notice as changed"), ...deskErrors, ...refusedNotice },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/desk/notices/{id}",
  middleware: [requirePermission(deskChangePermission.notices)],
  request: { params: deskNoticeIdParamsSchema },
  responses: { 200: jsonContent(envelope(deskNoticeSchema), "The notice removed"), ...deskErrors },
});

const orderRoute = createRoute({
  method: "post",
  path: "/desk/notices/order",
  middleware: [requirePermission(deskChangePermission.notices)],
  request: jsonBody(deskNoticeOrderSchema),
  responses: {
    200: jsonContent(envelope(deskNoticesSchema), "Every notice, in the new order"),
    409: jsonContent(errorBodySchema, "The ids are not every notice once: another change came first"),
    ...deskErrors,
  },
});

const noticeData = (notice: StoredNotice) => ({
  ...notice,
  startsAt: notice.startsAt.toISOString(),
  endsAt: notice.endsAt?.toISOString() ?? null,
});

/**
 * The notice's fields as the service takes them; the service refuses them by core's rule, 422 with
 * every problem at its field (desk/field-problems.ts), before anything is written.
 */
const noticeFields = (input: DeskNoticeInput): NoticeFields => ({
  message: input.message,
  url: input.url === "" ? null : input.url,
  startsAt: new Date(input.startsAt),
  endsAt: input.endsAt === null ? null : new Date(input.endsAt),
});

/** Has the site regenerate its prerendered pages, so the home page shows the change at once. */
const regenerateSite = async (c: Context<AppEnv>) =>
  c.var.logger.info({ request_id: c.var.requestId }, await revalidateSite(c.var.deps.config.site));

const noNotice = () => new ApiError(404, "No notice has this id");

export function deskNoticeRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => c.json({ data: { notices: (await allNotices(c.var.db)).map(noticeData) } }, 200));
  app.openapi(addRoute, async (c) => {
    const added = await addNotice(c.var.db, noticeFields(c.req.valid("json")), changeBy(c));
    await afterCommit(c, () => regenerateSite(c));
    return c.json({ data: noticeData(added) }, 201);
  });
  app.openapi(orderRoute, async (c) => {
    if (!(await orderNotices(c.var.db, c.req.valid("json").ids, changeBy(c))))
      throw new ApiError(409, "The ids are not every notice once: another change came first");
    await regenerateSite(c);
    return c.json({ data: { notices: (await allNotices(c.var.db)).map(noticeData) } }, 200);
  });
  app.openapi(changeRoute, async (c) => {
    const changed = await changeNotice(
      c.var.db,
      c.req.valid("param").id,
      noticeFields(c.req.valid("json")),
      changeBy(c),
    );
    if (!changed) throw noNotice();
    await regenerateSite(c);
    return c.json({ data: noticeData(changed) }, 200);
  });
  app.openapi(removeRoute, async (c) => {
    const removed = await removeNotice(c.var.db, c.req.valid("param").id, changeBy(c));
    if (!removed) throw noNotice();
    await regenerateSite(c);
    return c.json({ data: noticeData(removed) }, 200);
  });
  return app;
}
