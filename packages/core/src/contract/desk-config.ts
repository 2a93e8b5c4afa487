import { z } from "zod";
import { deskChangePermission } from "../desk/desk-permissions.ts";
import { abcLabels, abLabels } from "../engagement/ab-pattern.ts";
import { remoteConfigKeys } from "../engagement/remote-config-value.ts";
import { defineRoutes } from "./route.ts";

// /desk/config: remote-config values per key and pattern (docs/product/publishers-desk.md#remote-config-and-surveys).
// A value the core rule refuses gets 422 with every problem at its field (contract/field-problems.ts).

/** A value's condition as the desk writes it: '' for everyone (the default), else `ab:A` … `abc:C`. */
export const configPatterns = ["", ...abLabels.map((l) => `ab:${l}`), ...abcLabels.map((l) => `abc:${l}`)] as const;

const key = z.enum(remoteConfigKeys);

export const deskConfigValueSchema = z
  .object({
    key,
    pattern: z.string().meta({ description: "'' for the default value, else ab:A … abc:C" }),
    value: z.unknown(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "DeskConfigValue" });
export type DeskConfigValue = z.infer<typeof deskConfigValueSchema>;

export const deskConfigSchema = z.object({ values: z.array(deskConfigValueSchema) }).meta({ id: "DeskConfig" });

export const deskConfigSetSchema = z
  .object({ key, pattern: z.enum(configPatterns), value: z.unknown() })
  .meta({ id: "DeskConfigSet" });
export type DeskConfigSet = z.infer<typeof deskConfigSetSchema>;

export const deskConfigKeyParamsSchema = z.object({
  key: key.meta({ param: { name: "key", in: "path" }, example: "userFeedback" }),
});

export const deskConfigPatternQuerySchema = z.object({
  pattern: z
    .enum(configPatterns)
    .default("")
    .meta({ param: { name: "pattern", in: "query" }, description: "'' (the default value) unless given" }),
});

export const deskConfigRoutes = defineRoutes({
  values: {
    method: "get",
    path: "/desk/config",
    guard: "desk:read",
    answer: deskConfigSchema,
    summary: "Every stored value, by key and pattern",
  },
  set: {
    method: "post",
    path: "/desk/config",
    guard: deskChangePermission.config,
    body: deskConfigSetSchema,
    answer: deskConfigValueSchema,
    summary: "The value as stored",
  },
  remove: {
    method: "delete",
    path: "/desk/config/{key}",
    guard: deskChangePermission.config,
    params: deskConfigKeyParamsSchema,
    query: deskConfigPatternQuerySchema,
    answer: deskConfigValueSchema,
    summary: "The value removed",
  },
});
