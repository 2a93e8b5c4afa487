import { createServer, type Server, type Socket } from "node:net";
import { seriesListSchema } from "@awd/core/contract/articles";
import { readContract } from "@awd/core/contract/envelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTimeoutMs, fetchWithAnswerTimeout } from "./api-timeout";

// A frozen API: it accepts connections and never answers.
let frozen: Server;
const sockets = new Set<Socket>();
let frozenUrl = "";

beforeAll(async () => {
  frozen = createServer((socket) => sockets.add(socket));
  await new Promise<void>((listening) => frozen.listen(0, "127.0.0.1", listening));
  const address = frozen.address();
  if (!address || typeof address === "string") throw new Error("no port");
  frozenUrl = `http://127.0.0.1:${address.port}`;
  process.env.READ_API_URL = frozenUrl;
});

afterAll(() => {
  for (const socket of sockets) socket.destroy();
  frozen.close();
});

const timed = async (work: () => Promise<unknown>) => {
  const started = Date.now();
  const error = await work().then(
    () => null,
    (e: Error) => e,
  );
  return { error, ms: Date.now() - started };
};

describe.concurrent("the web server's calls to a frozen API", { timeout: apiTimeoutMs + 5_000 }, () => {
  it("a page's read gives up after the timeout instead of hanging", async () => {
    // env.ts reads READ_API_URL when first imported.
    const { readApi } = await import("./read-api");
    const { seriesListRoute } = await import("@/api/articles.generated");
    const { error, ms } = await timed(() => readApi(seriesListRoute, { read: readContract(seriesListSchema) }));
    expect(error?.name).toBe("TimeoutError");
    expect(ms).toBeGreaterThanOrEqual(apiTimeoutMs - 100);
    expect(ms).toBeLessThan(apiTimeoutMs + 2_000);
  });

  it("the static files' proxy gives up after the timeout instead of hanging", async () => {
    const { error, ms } = await timed(() => fetchWithAnswerTimeout(`${frozenUrl}/static/media/images/a.webp`));
    expect(error?.name).toBe("TimeoutError");
    expect(ms).toBeGreaterThanOrEqual(apiTimeoutMs - 100);
    expect(ms).toBeLessThan(apiTimeoutMs + 2_000);
  });
});
