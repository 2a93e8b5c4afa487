// Written by scripts/generate-api-client.ts from @awd/core/contract/internal: do not edit.
import type { internalRoutes } from "@awd/core/contract/internal";
import type { ApiRoute } from "../lib/api-route";

export const internalSignInRoute: ApiRoute<typeof internalRoutes.signIn> = { method: "POST", path: "/internal/accounts/sign-in" };
export const internalSignUpRoute: ApiRoute<typeof internalRoutes.signUp> = { method: "POST", path: "/internal/accounts/sign-up" };
export const internalAccountRoute: ApiRoute<typeof internalRoutes.account> = { method: "GET", path: "/internal/accounts/{subject}" };
export const internalDeskRoute: ApiRoute<typeof internalRoutes.desk> = { method: "POST", path: "/internal/desk" };
