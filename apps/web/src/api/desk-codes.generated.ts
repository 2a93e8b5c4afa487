// Written by scripts/generate-api-client.ts from @awd/core/contract/desk-codes: do not edit.
import type { deskCodesRoutes } from "@awd/core/contract/desk-codes";
import type { ApiRoute } from "../lib/api-route";

export const deskCodesPreviewCodesRoute: ApiRoute<typeof deskCodesRoutes.previewCodes> = { method: "GET", path: "/desk/preview-codes" };
export const deskCodesSetPreviewCodeRoute: ApiRoute<typeof deskCodesRoutes.setPreviewCode> = { method: "POST", path: "/desk/preview-codes/{month}" };
export const deskCodesLinkingCodesRoute: ApiRoute<typeof deskCodesRoutes.linkingCodes> = { method: "GET", path: "/desk/linking-codes" };
export const deskCodesIssueLinkingCodesRoute: ApiRoute<typeof deskCodesRoutes.issueLinkingCodes> = { method: "POST", path: "/desk/linking-codes" };
export const deskCodesRevokeLinkingCodeRoute: ApiRoute<typeof deskCodesRoutes.revokeLinkingCode> = { method: "POST", path: "/desk/linking-codes/{id}/revoke" };
