import { previewCodeMaxLength } from "../desk/desk-course.ts";

// docs/product/subscriptions-and-codes.md#linking-codes: the codes a reader types on my page,
// a linking code and the month's preview code, and how long each may be. Apart from the contract
// (with zod) so my page bounds its fields by the same numbers without loading zod; the API's contract
// (contract/auth.ts) refuses by the same rule.

/** The longest code a reader may type, in characters: a linking code, and the preview code the desk sets. */
export const readerCodeMaxLength = { linking: 64, preview: previewCodeMaxLength } as const;
export type ReaderCodeKind = keyof typeof readerCodeMaxLength;

export const readerCodeProblemCodes = ["code-empty", "code-too-long"] as const;
export type ReaderCodeProblem = (typeof readerCodeProblemCodes)[number];

/** What is wrong with a typed code before it is checked against the codes issued; [] when it may be sent. */
export const readerCodeProblems = (kind: ReaderCodeKind, code: string): ReaderCodeProblem[] => {
  if (code === "") return ["code-empty"];
  return code.length > readerCodeMaxLength[kind] ? ["code-too-long"] : [];
};

/** Each problem in English, for the API's answer. */
export const readerCodeProblemText = (kind: ReaderCodeKind, problem: ReaderCodeProblem): string =>
  problem === "code-empty"
    ? "the code must not be empty"
    : `the code must be at most ${readerCodeMaxLength[kind]} characters`;
