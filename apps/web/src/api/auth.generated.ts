// Written by scripts/generate-api-client.ts from @awd/core/contract/auth: do not edit.
import type { allianceRoutes, authRoutes } from "@awd/core/contract/auth";
import type { ApiRoute } from "../lib/api-route";

export const allianceEnterRoute: ApiRoute<typeof allianceRoutes.enter> = { method: "GET", path: "/alliance/enter" };
export const authRightRoute: ApiRoute<typeof authRoutes.right> = { method: "GET", path: "/auth/right" };
export const authPreviewCodeRoute: ApiRoute<typeof authRoutes.previewCode> = { method: "POST", path: "/auth/preview-code" };
export const authLinkingCodeRoute: ApiRoute<typeof authRoutes.linkingCode> = { method: "POST", path: "/auth/code" };
