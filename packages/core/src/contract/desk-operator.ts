import { z } from "zod";
import { deskPermissions } from "../desk/desk-permissions.ts";
import { defineRoutes } from "./route.ts";

// Who is using the desk (docs/product/publishers-desk.md#who-may-use-the-desk): the desk's screens ask
// first, to show the operator's email and only the buttons their permissions allow.

export const deskOperatorSchema = z
  .object({
    subject: z.string(),
    email: z.string(),
    permissions: z.array(z.enum(deskPermissions)),
  })
  .meta({ id: "DeskOperator" });
export type DeskOperator = z.infer<typeof deskOperatorSchema>;

export const deskOperatorRoutes = defineRoutes({
  me: {
    method: "get",
    path: "/desk/me",
    guard: "desk:read",
    answer: deskOperatorSchema,
    summary: "The signed-in operator and their permissions",
  },
});
