import { z } from "zod";
import { type PartnerIdProblemCode, partnerIdPattern } from "../access/partner-id.ts";
import { deskChangePermission } from "../desk/desk-permissions.ts";
import { defineRoutes } from "./route.ts";

// /desk/partners: alliance partners (docs/product/publishers-desk.md#partners). A secret is
// in the answer that makes it (add, rotate) and in no other: later reads only say that one exists.

export const deskPartnerSchema = z
  .object({
    id: z.string(),
    enabled: z.boolean().meta({ description: "false: its links and tokens are refused" }),
    refererEntry: z.boolean().meta({ description: "Visitors from its host enter by the Referer header alone" }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "DeskPartner" });
export type DeskPartner = z.infer<typeof deskPartnerSchema>;

export const deskPartnersSchema = z.object({ partners: z.array(deskPartnerSchema) }).meta({ id: "DeskPartners" });

export const deskPartnerAddSchema = z
  .object({
    id: z
      .string()
      .regex(partnerIdPattern, "partner-id-invalid" satisfies PartnerIdProblemCode)
      .meta({ example: "partner.example" }),
  })
  .meta({ id: "DeskPartnerAdd" });

export const deskPartnerSecretSchema = z
  .object({
    partner: deskPartnerSchema,
    secret: z.string().meta({ description: "Shown this once: no later answer holds it" }),
    snippets: z.object({ node: z.string(), php: z.string() }).meta({
      description: "Code for the partner's server that signs an entry link per page view, this secret in it",
    }),
  })
  .meta({ id: "DeskPartnerSecret" });
export type DeskPartnerSecret = z.infer<typeof deskPartnerSecretSchema>;

export const deskPartnerStateSchema = z
  .object({ enabled: z.boolean().optional(), refererEntry: z.boolean().optional() })
  .refine(
    (state) => state.enabled !== undefined || state.refererEntry !== undefined,
    "enabled or refererEntry is needed",
  )
  .meta({ id: "DeskPartnerState" });

export const deskPartnerIdParamsSchema = z.object({
  id: z
    .string()
    .regex(partnerIdPattern)
    .meta({ param: { name: "id", in: "path" }, example: "partner.example" }),
});

export const deskPartnersRoutes = defineRoutes({
  list: {
    method: "get",
    path: "/desk/partners",
    guard: "desk:read",
    answer: deskPartnersSchema,
    summary: "Every partner, by id, without secrets",
  },
  add: {
    method: "post",
    path: "/desk/partners",
    guard: deskChangePermission.partners,
    body: deskPartnerAddSchema,
    answer: deskPartnerSecretSchema,
    status: 201,
    summary: "The new partner, its secret shown this once",
  },
  rotateSecret: {
    method: "post",
    path: "/desk/partners/{id}/secret",
    guard: deskChangePermission.partners,
    params: deskPartnerIdParamsSchema,
    answer: deskPartnerSecretSchema,
    summary: "The partner's new secret, shown this once",
  },
  setState: {
    method: "post",
    path: "/desk/partners/{id}/state",
    guard: deskChangePermission.partners,
    params: deskPartnerIdParamsSchema,
    body: deskPartnerStateSchema,
    answer: deskPartnerSchema,
    summary: "The partner as it now is",
  },
});
