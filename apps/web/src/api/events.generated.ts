// Written by scripts/generate-api-client.ts from @awd/core/contract/events: do not edit.
import type { eventsRoutes } from "@awd/core/contract/events";
import type { ApiRoute } from "../lib/api-route";

export const eventsRecordRoute: ApiRoute<typeof eventsRoutes.record> = { method: "POST", path: "/events" };
