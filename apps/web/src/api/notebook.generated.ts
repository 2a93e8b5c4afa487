// Written by scripts/generate-api-client.ts from @awd/core/contract/notebook: do not edit.
import type { notebookRoutes, reviewRoutes } from "@awd/core/contract/notebook";
import type { ApiRoute } from "../lib/api-route";

export const notebookListRoute: ApiRoute<typeof notebookRoutes.list> = { method: "GET", path: "/notebook/words" };
export const notebookSaveRoute: ApiRoute<typeof notebookRoutes.save> = { method: "POST", path: "/notebook/words" };
export const notebookNoteRoute: ApiRoute<typeof notebookRoutes.note> = { method: "POST", path: "/notebook/words/{id}/note" };
export const notebookDeleteRoute: ApiRoute<typeof notebookRoutes.delete> = { method: "DELETE", path: "/notebook/words/{id}" };
export const notebookExportCsvRoute: ApiRoute<typeof notebookRoutes.exportCsv> = { method: "GET", path: "/notebook/export.csv" };
export const notebookExportAnkiRoute: ApiRoute<typeof notebookRoutes.exportAnki> = { method: "GET", path: "/notebook/export-anki.txt" };
export const reviewDueRoute: ApiRoute<typeof reviewRoutes.due> = { method: "GET", path: "/review/due" };
export const reviewDueCountRoute: ApiRoute<typeof reviewRoutes.dueCount> = { method: "GET", path: "/review/due-count" };
export const reviewGradeRoute: ApiRoute<typeof reviewRoutes.grade> = { method: "POST", path: "/review/cards/{id}/grade" };
