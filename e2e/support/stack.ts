import { siteApiPath } from "@awd/core/base-path";

// The ports of the stack the end-to-end run starts, away from the defaults of `npm start`
// (E2E_PORT_BASE moves all three, so two runs can share a machine). E2E_TOPOLOGY=production runs the
// journeys against `npm run start:prod` instead (nginx in front, two web and two API processes).
export const productionTopology = process.env.E2E_TOPOLOGY === "production";
const base = Number(process.env.E2E_PORT_BASE ?? (productionTopology ? 3600 : 3300));
export const e2ePorts = { web: base, api: base + 1, idp: base + 2 };
export const siteUrl = `http://localhost:${e2ePorts.web}/awd/`;
export const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;

/**
 * The API path a browser request asks, on the API's own port or on the site's origin under core's
 * siteApiPath (docs/adr/017); undefined for any other request.
 */
export function apiPathOf(url: URL): string | undefined {
  if (url.port === String(e2ePorts.api)) return url.pathname;
  if (url.port === String(e2ePorts.web) && url.pathname.startsWith(`${siteApiPath}/`))
    return url.pathname.slice(siteApiPath.length);
  return undefined;
}

/** The request that brings a page its reader's right: a signed-in reader's after-paint, an alliance visitor's /auth/right. */
export const asksTheRight = (url: URL) => ["/auth/right", "/reader/after-paint"].includes(apiPathOf(url) ?? "");
