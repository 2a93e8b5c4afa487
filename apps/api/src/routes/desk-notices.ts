import { deskNoticesRoutes as contract, type DeskNoticeInput } from "@awd/core/contract/desk-notices";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { fieldProblemsBodySchema } from "@awd/core/contract/field-problems";
import { revalidateSite } from "@awd/db/site-revalidation";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { changeBy } from "../desk/field-problems.ts";
import { ApiError } from "../errors.ts";
import { afterCommit, idempotencyErrors, idempotencyKeyHeaders, idempotent, operatorOwner } from "../idempotency.ts";
import { jsonContent } from "../schemas.ts";
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

const refusedNotice = { 422: jsonContent(fieldProblemsBodySchema, "The notice's problems, at their fields") };

const listRoute = routeOf(contract.list);
const addRoute = routeOf(contract.add, {
  middleware: [idempotent(operatorOwner)],
  headers: idempotencyKeyHeaders,
  errors: { ...idempotencyErrors, ...refusedNotice },
});
const changeRoute = routeOf(contract.change, { errors: refusedNotice });
const removeRoute = routeOf(contract.remove);
const orderRoute = routeOf(contract.order, {
  errors: { 409: jsonContent(errorBodySchema, "The ids are not every notice once: another change came first") },
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
