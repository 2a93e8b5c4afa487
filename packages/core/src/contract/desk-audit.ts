import { z } from "zod";
import { defineRoutes } from "./route.ts";

// The desk's audit log (docs/product/publishers-desk.md#audit-log).

export const auditQuerySchema = z.object({
  action: z.string().max(64).optional().meta({ description: "Exactly this action, e.g. course.grant" }),
  operator: z.string().max(254).optional().meta({ description: "Part of the operator's email or subject" }),
  target: z.string().max(254).optional().meta({ description: "Part of the target, e.g. a reader's email" }),
  before: z
    .string()
    .regex(/^\d+$/, "before is the id of a change")
    .optional()
    .meta({ description: "Only changes older than this one: the next page" }),
});

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    operator: z.object({ subject: z.string(), email: z.string() }),
    action: z.string(),
    target: z.string(),
    before: z.unknown().meta({ description: "The state before the change; null when there was none" }),
    after: z.unknown(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({
    changes: z.array(auditEntrySchema).meta({ description: "Newest first" }),
    nextBefore: z.number().int().nullable().meta({ description: "Pass as before for older changes; null: no more" }),
  })
  .meta({ id: "AuditPage" });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const deskAuditRoutes = defineRoutes({
  changes: {
    method: "get",
    path: "/desk/audit",
    guard: "desk:read",
    query: auditQuerySchema,
    answer: auditPageSchema,
    summary: "The changes, newest first",
  },
});
