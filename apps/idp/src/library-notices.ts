import { stripVTControlCharacters } from "node:util";
import type { Logger } from "./log.ts";

const notice = /^oidc-provider (NOTICE|WARNING): /;

/**
 * oidc-provider prints its notices with console.info and console.warn ("oidc-provider WARNING: …"),
 * some of them while it is being imported. Routed into our JSON lines, every line the process
 * writes stays parseable. Call before importing oidc-provider.
 */
export function routeLibraryNotices(log: Logger): void {
  for (const method of ["info", "warn"] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      const text = typeof args[0] === "string" ? stripVTControlCharacters(args[0]) : "";
      const match = notice.exec(text);
      if (!match) return original(...args);
      const message = text.slice(match[0].length);
      if (match[1] === "WARNING") log.warn({ source: "oidc-provider" }, message);
      else log.info({ source: "oidc-provider" }, message);
    };
  }
}
