import { siteApiPath } from "@awd/core/base-path";
import { remoteConfigMinFetchIntervalMs } from "@awd/core/constants";
import { withRetries } from "@/auth/browser-api";
import { requestApi } from "@/lib/api-client";
import { browserStorage } from "./browser-storage";
import { createRemoteConfigClient } from "./remote-config-client";

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

const requestOnce = (body: object): Promise<unknown> =>
  requestApi(`${siteApiPath}/remote-config`, { method: "POST", body });

// Asking again is harmless: the answer is a pure function of the installation id, and nothing is stored.
const request = (body: object): Promise<unknown> => withRetries(() => requestOnce(body));

export const remoteConfig = createRemoteConfigClient({
  store: browserStorage,
  request,
  now: Date.now,
  minFetchIntervalMs:
    remoteConfigMinFetchIntervalMs[process.env.NODE_ENV === "production" ? "production" : "development"],
  newInstallationId,
  report: (message, error) => console.error(message, error),
});
