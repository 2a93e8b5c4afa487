// Written by scripts/generate-api-client.ts from @awd/core/contract/print-editions: do not edit.
import type { printEditionsRoutes } from "@awd/core/contract/print-editions";
import type { ApiRoute } from "../lib/api-route";

export const printEditionsListRoute: ApiRoute<typeof printEditionsRoutes.list> = { method: "GET", path: "/print-editions" };
export const printEditionsShowRoute: ApiRoute<typeof printEditionsRoutes.show> = { method: "GET", path: "/print-editions/{issueDate}" };
