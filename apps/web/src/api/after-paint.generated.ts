// Written by scripts/generate-api-client.ts from @awd/core/contract/after-paint: do not edit.
import type { readerRoutes } from "@awd/core/contract/after-paint";
import type { ApiRoute } from "../lib/api-route";

export const readerAfterPaintRoute: ApiRoute<typeof readerRoutes.afterPaint> = { method: "GET", path: "/reader/after-paint" };
