// CONTRIBUTING.md#commit-habits, checked by the repository's commit-msg hook (.githooks/commit-msg):
// a short subject that says what changed, then a blank line and a body that says why. Git's own
// messages (merges, reverts, fixups) are taken as git writes them.

export const subjectMaxLength = 72;

const gitWritten = /^(Merge |Revert "|fixup! |squash! |amend! )/;

/** A commit message as git stores it: without the lines git strips (comments, the diff below the scissors). */
export function storedMessage(text: string): string {
  const beforeScissors = text.split(/^# -+ >8 -+$/m)[0] ?? "";
  return beforeScissors
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .join("\n")
    .trim();
}

/** What is wrong with a commit message, in plain English; none when it follows the habits. */
export function commitMessageProblems(text: string): string[] {
  const [subject = "", separator, ...body] = storedMessage(text).split("\n");
  if (subject.trim() === "") return ["the message is empty"];
  if (gitWritten.test(subject)) return [];
  const problems: string[] = [];
  if ([...subject].length > subjectMaxLength)
    problems.push(`the subject is ${[...subject].length} characters; keep it to ${subjectMaxLength}`);
  if (subject.endsWith(".")) problems.push("the subject ends with a period");
  if (separator !== undefined && separator.trim() !== "")
    problems.push("the subject is followed by a blank line before the body");
  if (body.join("\n").trim() === "") problems.push("there is no body saying why the change was made");
  return problems;
}
