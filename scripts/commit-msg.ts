import { readFileSync } from "node:fs";
import { commitMessageProblems } from "./lib/commit-message.ts";

// The commit-msg hook (.githooks/commit-msg, installed by `npm ci` through `prepare`): refuses a
// message that does not follow CONTRIBUTING.md#commit-habits, saying what to change.

const file = process.argv[2];
if (!file) throw new Error("usage: commit-msg.ts <file holding the message>");
const problems = commitMessageProblems(readFileSync(file, "utf8"));
if (problems.length > 0) {
  console.error(`commit refused (CONTRIBUTING.md#commit-habits):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  console.error('Your message is kept: `git commit -e -F "$(git rev-parse --git-dir)/COMMIT_EDITMSG"` edits it.');
  process.exit(1);
}
