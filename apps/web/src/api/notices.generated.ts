// Written by scripts/generate-api-client.ts from @awd/core/contract/notices: do not edit.
import type { noticesRoutes } from "@awd/core/contract/notices";
import type { ApiRoute } from "../lib/api-route";

export const noticesInForceRoute: ApiRoute<typeof noticesRoutes.inForce> = { method: "GET", path: "/noticeInformation" };
