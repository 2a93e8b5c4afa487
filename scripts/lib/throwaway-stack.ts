import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type StackPorts, stackEnv } from "./stack.ts";

/**
 * A stack's environment for a test: its own database, identity provider store and an empty content
 * folder in a temporary directory, which remove() deletes.
 */
export function throwawayStackEnv(ports: StackPorts, name: string) {
  const dir = mkdtempSync(join(tmpdir(), `awd-${name}-`));
  const env = {
    ...stackEnv(ports, { PATH: process.env.PATH }),
    PGLITE_DIR: join(dir, "pglite"),
    IDP_DATA_DIR: join(dir, "idp"),
    CONTENT_DIR: join(dir, "content"),
    LOG_LEVEL: "warn",
  };
  mkdirSync(env.CONTENT_DIR);
  return { env, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
