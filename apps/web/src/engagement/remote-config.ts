import { siteApiPath } from "@awd/core/base-path";
import { remoteConfigMinFetchIntervalMs } from "@awd/core/constants";
import { remoteConfigValuesRoute } from "@/api/remote-config.generated";
import { withRetries } from "@/auth/browser-api";
import { requestRoute } from "@/lib/api-client";
import { browserStorage } from "./browser-storage";
import { createRemoteConfigClient, type RemoteConfigRequest } from "./remote-config-client";

// The browser's remote config: localStorage, POST {write API}/remote-config, and the minimum fetch
// interval of the build (NODE_ENV production: 1 hour; otherwise 10 ms).

/** 16 random bytes as base64url: 22 characters the API's installationId rule accepts. */
const newInstallationId = () => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
};

const requestOnce = (body: RemoteConfigRequest) => requestRoute(siteApiPath, remoteConfigValuesRoute, { body });

// Asking again is harmless: the answer is a pure function of the installation id, and nothing is stored.
const request = (body: RemoteConfigRequest): Promise<unknown> => withRetries(() => requestOnce(body));

export const remoteConfig = createRemoteConfigClient({
  store: browserStorage,
  request,
  now: Date.now,
  minFetchIntervalMs:
    remoteConfigMinFetchIntervalMs[process.env.NODE_ENV === "production" ? "production" : "development"],
  newInstallationId,
  report: (message, error) => console.error(message, error),
});
