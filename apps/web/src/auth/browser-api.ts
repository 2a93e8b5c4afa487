import { authHeaders } from "@awd/core/auth-header";
import { FailedResponseError } from "@awd/core/errors";
import { removeAllianceToken } from "./alliance-cookie";
import { publicConfig } from "./public-config";
import { sessionCredentials } from "./session-store";

/** A request error with the API's message, which readers may be shown. */
export class ApiRequestError extends FailedResponseError {
  constructor(
    status: number,
    readonly apiMessage: string,
  ) {
    super(status);
  }
}

/**
 * Calls the API from the browser with the visitor's credentials and unwraps { data }. On a 401 to
 * an alliance request the stored token is dropped and the page reloads (spec §7).
 */
export async function browserApi<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown } = {}): Promise<T> {
  const credentials = await sessionCredentials();
  const base = init.method === "POST" ? publicConfig.writeApiUrl : publicConfig.readApiUrl;
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: {
      ...authHeaders(credentials),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 401 && credentials.kind === "alliance") {
    removeAllianceToken();
    window.location.reload();
  }
  const body = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!response.ok) throw new ApiRequestError(response.status, body.message ?? "");
  return body.data as T;
}
