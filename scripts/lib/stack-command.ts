import { configOrExit, type StackPorts } from "@awd/core/deployment";
import { busyPorts, portsFromEnv, type RunningStack, stackEnv } from "./stack.ts";

type StartStack = (ports: StackPorts, env: NodeJS.ProcessEnv, shutdown: AbortSignal) => Promise<RunningStack>;

/**
 * A command that runs a stack on WEB_PORT, API_PORT and IDP_PORT (npm start, npm run dev) until Ctrl-C
 * or SIGTERM stops every part, also while the stack is still starting or building; then it exits.
 */
export function runStackCommand(command: string, start: StartStack): void {
  main(command, start).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`${command} failed: ${error.message}`);
      process.exit(1);
    },
  );
}

async function main(command: string, start: StartStack): Promise<number> {
  const startedAt = performance.now();
  const { ports, env } = configOrExit(command, () => {
    const ports = portsFromEnv();
    return { ports, env: stackEnv(ports) };
  });
  const busy = await busyPorts(ports);
  if (busy.length > 0) {
    for (const line of busy) console.error(line);
    return 1;
  }
  const shutdown = new AbortController();
  const stopRequested = new Promise<string>((done) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.once(signal, () => {
        shutdown.abort();
        done(`received ${signal}`);
      });
  });
  const stack = await start(ports, env, shutdown.signal).catch((error: Error) => {
    if (shutdown.signal.aborted) return undefined;
    throw error;
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  if (stack) console.log(`\nAWD is running at ${stack.siteUrl}  (started in ${seconds} s; Ctrl-C to stop)\n`);
  const reason = await stopRequested;
  console.log(`Stopping AWD (${reason})…`);
  await stack?.stop();
  return 0;
}
