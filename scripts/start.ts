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
  const stack = await startStack(ports, env, async () => {
    if (!webBuildIsStale(env)) return;
    console.log("Building the web app…");
    await buildWeb(env);
  });
  console.log(`\nAWD is running at ${stack.siteUrl}  (Ctrl-C to stop)\n`);
  const stopOn = (signal: NodeJS.Signals) =>
    new Promise<string>((done) => process.once(signal, () => done(`received ${signal}`)));
  const reason = await Promise.race([stopOn("SIGINT"), stopOn("SIGTERM")]);
  console.log(`Stopping AWD (${reason})…`);
  await stack.stop();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`npm start failed: ${error.message}`);
    process.exit(1);
  },
);
