// Written by scripts/generate-api-client.ts from @awd/core/contract/search: do not edit.
import type { searchRoutes } from "@awd/core/contract/search";
import type { ApiRoute } from "../lib/api-route";

export const searchArticlesRoute: ApiRoute<typeof searchRoutes.articles> = { method: "GET", path: "/search" };
