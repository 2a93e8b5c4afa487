// Written by scripts/generate-api-client.ts from @awd/core/contract/desk-import: do not edit.
import type { deskImportRoutes } from "@awd/core/contract/desk-import";
import type { ApiRoute } from "../lib/api-route";

export const deskImportUploadRoute: ApiRoute<typeof deskImportRoutes.upload> = { method: "POST", path: "/desk/imports" };
export const deskImportRunRoute: ApiRoute<typeof deskImportRoutes.run> = { method: "POST", path: "/desk/imports/{id}/run" };
export const deskImportEventsRoute: ApiRoute<typeof deskImportRoutes.events> = { method: "GET", path: "/desk/imports/{id}/events" };
