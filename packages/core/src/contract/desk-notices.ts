import { z } from "zod";
import { deskChangePermission } from "../desk/desk-permissions.ts";
import { defineRoutes } from "./route.ts";

// /desk/notices: the notices the home page shows, written, ordered and removed on the desk
// (docs/product/publishers-desk.md#notices).

const instant = z.iso.datetime({ offset: true });

export const deskNoticeSchema = z
  .object({
    id: z.number().int(),
    message: z.string(),
    url: z.string().nullable(),
    startsAt: instant,
    endsAt: instant.nullable().meta({ description: "null: shown until removed" }),
    position: z.number().int().meta({ description: "The home page shows the notices in force by it, lowest first" }),
  })
  .meta({ id: "DeskNotice" });
export type DeskNotice = z.infer<typeof deskNoticeSchema>;

export const deskNoticesSchema = z.object({ notices: z.array(deskNoticeSchema) }).meta({ id: "DeskNotices" });

export const deskNoticeInputSchema = z
  .object({
    message: z.string(),
    url: z.string().nullable(),
    startsAt: instant.meta({ description: "With its offset: 2026-12-01T09:00:00+09:00" }),
    endsAt: instant.nullable(),
  })
  .meta({ id: "DeskNoticeInput" });
export type DeskNoticeInput = z.infer<typeof deskNoticeInputSchema>;

export const deskNoticeOrderSchema = z
  .object({
    ids: z
      .array(z.number().int())
      .meta({ description: "Every notice's id, in the order the home page is to show them" }),
  })
  .meta({ id: "DeskNoticeOrder" });

export const deskNoticeIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .meta({ param: { name: "id", in: "path" }, example: 1 }),
});

export const deskNoticesRoutes = defineRoutes({
  list: {
    method: "get",
    path: "/desk/notices",
    guard: "desk:read",
    answer: deskNoticesSchema,
    summary: "Every notice, in the desk's order",
  },
  add: {
    method: "post",
    path: "/desk/notices",
    guard: deskChangePermission.notices,
    body: deskNoticeInputSchema,
    answer: deskNoticeSchema,
    status: 201,
    summary: "The notice, first in the order",
  },
  change: {
    method: "post",
    path: "/desk/notices/{id}",
    guard: deskChangePermission.notices,
    params: deskNoticeIdParamsSchema,
    body: deskNoticeInputSchema,
    answer: deskNoticeSchema,
    summary: "The notice as changed",
  },
  remove: {
    method: "delete",
    path: "/desk/notices/{id}",
    guard: deskChangePermission.notices,
    params: deskNoticeIdParamsSchema,
    answer: deskNoticeSchema,
    summary: "The notice removed",
  },
  order: {
    method: "post",
    path: "/desk/notices/order",
    guard: deskChangePermission.notices,
    body: deskNoticeOrderSchema,
    answer: deskNoticesSchema,
    summary: "Every notice, in the new order",
  },
});
