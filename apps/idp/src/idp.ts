import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createAccountsClient } from "./accounts-client.ts";
import type { IdpConfig } from "./config.ts";
import { FileStore } from "./file-store.ts";
import { loadOrCreateKeys } from "./keys.ts";
import type { Logger } from "./log.ts";
import { createProvider } from "./provider.ts";

export interface RunningIdp {
  issuer: string;
  /** Where it listens, e.g. http://127.0.0.1:3002 */
  url: string;
  /** Stops accepting requests, waits for those under way and writes the store. */
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Opens the store and keys, then serves the provider on config.host and config.port (0: any free port). */
export async function startIdp(config: IdpConfig, log: Logger): Promise<RunningIdp> {
  const store = await FileStore.open(join(config.dataDir, "store"), (error) =>
    log.error({ error: String(error) }, "could not write the idp store"),
  );
  const keys = await loadOrCreateKeys(config.dataDir);

  // The issuer names the port, which is known only once listening when the port is 0 (tests).
  let handle: Handler = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = config.issuer ?? `http://localhost:${port}/`;
  const accounts = createAccountsClient({ baseUrl: config.accountsApiUrl, secret: config.internalSecret });
  const provider = createProvider({ config, issuer, keys, store, accounts, log });
  handle = provider.callback();

  return {
    issuer,
    url: `http://${config.host}:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await store.close();
    },
  };
}
