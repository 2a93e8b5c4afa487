import { buildWeb, startStack, webBuildIsStale } from "./lib/stack.ts";
import { runStackCommand } from "./lib/stack-command.ts";

// npm start: build what is stale, then api (which migrates and imports the content), idp and web; a
// part that dies later is restarted, until Ctrl-C (or SIGTERM) stops them all.
runStackCommand("npm start", (ports, env, shutdown) =>
  startStack(
    ports,
    env,
    async () => {
      if (!webBuildIsStale(env)) return;
      console.log("Building the web app…");
      await buildWeb(env, shutdown);
    },
    shutdown,
  ),
);
