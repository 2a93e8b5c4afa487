import { configOrExit } from "@awd/core/deployment";
import { buildWeb, busyPorts, portsFromEnv, stackEnv, startStack, webBuildIsStale } from "./lib/stack.ts";

// npm start: build what is stale, then api (which migrates and imports the content), idp and web; a
// part that dies later is restarted, until Ctrl-C (or SIGTERM) stops them all.
async function main(): Promise<number> {
  const { ports, env } = configOrExit("npm start", () => {
    const ports = portsFromEnv();
    return { ports, env: stackEnv(ports) };
  });
  const busy = await busyPorts(ports);
  if (busy.length > 0) {
    for (const line of busy) console.error(line);
    return 1;
  }
  // Ctrl-C or SIGTERM stops every part, also while the stack is still starting or building.
  const shutdown = new AbortController();
  const stopRequested = new Promise<string>((done) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.once(signal, () => {
        shutdown.abort();
        done(`received ${signal}`);
      });
  });
  const starting = startStack(
    ports,
    env,
    async () => {
      if (!webBuildIsStale(env)) return;
      console.log("Building the web app…");
      await buildWeb(env, shutdown.signal);
    },
    shutdown.signal,
  );
  const stack = await starting.catch((error: Error) => {
    if (shutdown.signal.aborted) return undefined;
    throw error;
  });
  if (stack) console.log(`\nAWD is running at ${stack.siteUrl}  (Ctrl-C to stop)\n`);
  const reason = await stopRequested;
  console.log(`Stopping AWD (${reason})…`);
  await stack?.stop();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`npm start failed: ${error.message}`);
    process.exit(1);
  },
);
