// Written by scripts/generate-api-client.ts from @awd/core/contract/static-files: do not edit.
import type { staticRoutes } from "@awd/core/contract/static-files";
import type { ApiRoute } from "../lib/api-route";

export const staticFileRoute: ApiRoute<typeof staticRoutes.file> = { method: "GET", path: "/static/{path}" };
