// Written by scripts/generate-api-client.ts from @awd/core/contract/desk-partners: do not edit.
import type { deskPartnersRoutes } from "@awd/core/contract/desk-partners";
import type { ApiRoute } from "../lib/api-route";

export const deskPartnersListRoute: ApiRoute<typeof deskPartnersRoutes.list> = { method: "GET", path: "/desk/partners" };
export const deskPartnersAddRoute: ApiRoute<typeof deskPartnersRoutes.add> = { method: "POST", path: "/desk/partners" };
export const deskPartnersRotateSecretRoute: ApiRoute<typeof deskPartnersRoutes.rotateSecret> = { method: "POST", path: "/desk/partners/{id}/secret" };
export const deskPartnersSetStateRoute: ApiRoute<typeof deskPartnersRoutes.setState> = { method: "POST", path: "/desk/partners/{id}/state" };
