// Written by scripts/generate-api-client.ts from @awd/core/contract/desk-config: do not edit.
import type { deskConfigRoutes } from "@awd/core/contract/desk-config";
import type { ApiRoute } from "../lib/api-route";

export const deskConfigValuesRoute: ApiRoute<typeof deskConfigRoutes.values> = { method: "GET", path: "/desk/config" };
export const deskConfigSetRoute: ApiRoute<typeof deskConfigRoutes.set> = { method: "POST", path: "/desk/config" };
export const deskConfigRemoveRoute: ApiRoute<typeof deskConfigRoutes.remove> = { method: "DELETE", path: "/desk/config/{key}" };
