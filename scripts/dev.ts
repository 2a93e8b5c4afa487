import { startDevStack } from "./lib/stack.ts";
import { runStackCommand } from "./lib/stack-command.ts";

// npm run dev: the stack of npm start, with the same environment and ports, for working on it: the API
// and the identity provider restart when a file they import changes, and the site is `next dev`, which
// compiles each page when it is first asked for and updates it in the browser when its source changes.
runStackCommand("npm run dev", startDevStack);
