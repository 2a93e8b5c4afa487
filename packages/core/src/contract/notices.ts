import { z } from "zod";
import { defineRoutes } from "./route.ts";

// GET /noticeInformation.

export const noticeSchema = z
  .object({ id: z.number().int(), message: z.string(), url: z.string().nullable() })
  .meta({ id: "Notice" });
export type Notice = z.infer<typeof noticeSchema>;

export const noticesSchema = z.object({ notifications: z.array(noticeSchema) });

export const noticesRoutes = defineRoutes({
  inForce: {
    method: "get",
    path: "/noticeInformation",
    guard: "public",
    answer: noticesSchema,
    summary: "The notices in force now",
  },
});
