import type { Database } from "@awd/db/client";
import type { Logger } from "./logger.ts";

export interface AppDeps {
  db: Database;
  logger: Logger;
}

export interface AppEnv {
  Variables: { requestId: string; logger: Logger; db: Database };
}
