// Written by scripts/generate-api-client.ts from @awd/core/contract/dictionary: do not edit.
import type { dictionaryRoutes } from "@awd/core/contract/dictionary";
import type { ApiRoute } from "../lib/api-route";

export const dictionaryLookUpRoute: ApiRoute<typeof dictionaryRoutes.lookUp> = { method: "GET", path: "/dictionary" };
