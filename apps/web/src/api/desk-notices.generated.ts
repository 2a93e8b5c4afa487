// Written by scripts/generate-api-client.ts from @awd/core/contract/desk-notices: do not edit.
import type { deskNoticesRoutes } from "@awd/core/contract/desk-notices";
import type { ApiRoute } from "../lib/api-route";

export const deskNoticesListRoute: ApiRoute<typeof deskNoticesRoutes.list> = { method: "GET", path: "/desk/notices" };
export const deskNoticesAddRoute: ApiRoute<typeof deskNoticesRoutes.add> = { method: "POST", path: "/desk/notices" };
export const deskNoticesChangeRoute: ApiRoute<typeof deskNoticesRoutes.change> = { method: "POST", path: "/desk/notices/{id}" };
export const deskNoticesRemoveRoute: ApiRoute<typeof deskNoticesRoutes.remove> = { method: "DELETE", path: "/desk/notices/{id}" };
export const deskNoticesOrderRoute: ApiRoute<typeof deskNoticesRoutes.order> = { method: "POST", path: "/desk/notices/order" };
