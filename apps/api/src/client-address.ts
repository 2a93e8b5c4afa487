import type { IncomingMessage } from "node:http";
import { clientAddressOf } from "@awd/core/client-address";
import type { Context } from "hono";
import type { AppEnv } from "./context.ts";

/** The socket's peer; "unknown" when the app is called without a socket (app.request in tests). */
const peerOf = (c: Context<AppEnv>) =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress ?? "unknown";

/** The address of the client that sent this request, behind the operator's trusted proxies. */
export const clientAddress = (c: Context<AppEnv>): string =>
  clientAddressOf(peerOf(c), c.req.header("x-forwarded-for"), c.var.deps.config.trustedProxies);

/**
 * The reader's address on a call the identity provider makes for them over the internal channel
 * (only after the internal secret was checked): it names the address its own socket saw and the
 * X-Forwarded-For it was sent, and the API applies its trusted proxies to those as to its own.
 */
export const forwardedClientAddress = (c: Context<AppEnv>): string => {
  const peer = c.req.header("x-client-address");
  if (!peer) return clientAddress(c);
  return clientAddressOf(peer, c.req.header("x-client-forwarded-for"), c.var.deps.config.trustedProxies);
};
