import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./context.ts";

/** The one error type of the API: a status and a message a client may read. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ErrorBody {
  message: string;
  status_code: number;
  request_id: string;
}

/** Every failure leaves as the contract's error body; stack traces go to the log only. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const status: ContentfulStatusCode =
    error instanceof ApiError ? error.status : error instanceof HTTPException ? error.status : 500;
  const requestId = c.get("requestId");
  const clientMessage = status >= 500 ? "Internal server error" : error.message;
  const entry = { status_code: status, stack_trace: error.stack, request_id: requestId };
  if (status === 422) c.var.logger.warn(entry, error.message);
  else c.var.logger.error(entry, error.message);
  return c.json<ErrorBody>({ message: clientMessage, status_code: status, request_id: requestId }, status);
}

export function handleNotFound(c: Context<AppEnv>) {
  return handleError(new ApiError(404, `No route for ${c.req.method} ${c.req.path}`), c);
}
