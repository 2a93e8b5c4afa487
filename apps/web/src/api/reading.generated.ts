// Written by scripts/generate-api-client.ts from @awd/core/contract/reading: do not edit.
import type { readingRoutes } from "@awd/core/contract/reading";
import type { ApiRoute } from "../lib/api-route";

export const readingOpenedRoute: ApiRoute<typeof readingRoutes.opened> = { method: "POST", path: "/reading/articles/{id}/opened" };
export const readingFinishedRoute: ApiRoute<typeof readingRoutes.finished> = { method: "POST", path: "/reading/articles/{id}/finished" };
export const readingSummaryRoute: ApiRoute<typeof readingRoutes.summary> = { method: "GET", path: "/reading/summary" };
export const readingFinishedAmongRoute: ApiRoute<typeof readingRoutes.finishedAmong> = { method: "GET", path: "/reading/finished" };
