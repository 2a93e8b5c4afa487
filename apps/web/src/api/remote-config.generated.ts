// Written by scripts/generate-api-client.ts from @awd/core/contract/remote-config: do not edit.
import type { remoteConfigRoutes } from "@awd/core/contract/remote-config";
import type { ApiRoute } from "../lib/api-route";

export const remoteConfigValuesRoute: ApiRoute<typeof remoteConfigRoutes.values> = { method: "POST", path: "/remote-config" };
