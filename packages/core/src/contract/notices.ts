import { z } from "zod";

// GET /noticeInformation.

export const noticeSchema = z
  .object({ id: z.number().int(), message: z.string(), url: z.string().nullable() })
  .meta({ id: "Notice" });
export type Notice = z.infer<typeof noticeSchema>;

export const noticesSchema = z.object({ notifications: z.array(noticeSchema) });
