// Written by scripts/generate-api-client.ts from @awd/core/contract/desk-audit: do not edit.
import type { deskAuditRoutes } from "@awd/core/contract/desk-audit";
import type { ApiRoute } from "../lib/api-route";

export const deskAuditChangesRoute: ApiRoute<typeof deskAuditRoutes.changes> = { method: "GET", path: "/desk/audit" };
