// Written by scripts/generate-api-client.ts from @awd/core/contract/desk-operator: do not edit.
import type { deskOperatorRoutes } from "@awd/core/contract/desk-operator";
import type { ApiRoute } from "../lib/api-route";

export const deskOperatorMeRoute: ApiRoute<typeof deskOperatorRoutes.me> = { method: "GET", path: "/desk/me" };
