import { notices } from "../constants.ts";

// docs/product/publishers-desk.md#notices: what the desk refuses in a notice, per field, as a problem
// code; the API refuses the same with 422. The desk screen says each code in Japanese beside its field
// (apps/web/src/messages/desk-notices.ts); the API's answer and the command line say it in English.

export interface NoticeFields {
  message: string;
  /** null: the notice links nowhere */
  url: string | null;
  /** undefined: the field does not hold a date and time */
  startsAt: Date | undefined;
  /** null: shown until removed; undefined: the field does not hold a date and time */
  endsAt: Date | null | undefined;
}

export const noticeProblemCodes = [
  "message-empty",
  "message-too-long",
  "url-not-https",
  "url-invalid",
  "starts-missing",
  "ends-invalid",
  "ends-not-after-start",
] as const;
export type NoticeProblem = (typeof noticeProblemCodes)[number];

export type NoticeProblems = Partial<Record<keyof NoticeFields, NoticeProblem>>;

/** Each problem in English, for the API's answer and the command line. */
export const noticeProblemDescriptions: Record<NoticeProblem, string> = {
  "message-empty": "The message is empty",
  "message-too-long": `The message is longer than ${notices.messageMaxLength} characters`,
  "url-not-https": "The link must be an https:// address or a path on the site such as /awd/…",
  "url-invalid": "The link is not a valid address",
  "starts-missing": "The start is not a date and time",
  "ends-invalid": "The end is not a date and time",
  "ends-not-after-start": "The end must be after the start",
};

const sitePath = /^\/(?![/\\])[^\s]*$/;

/**
 * Why a notice may not link to `url`, or undefined when it may: only https addresses and paths on
 * the site (`/awd/…`), so a notice never sends readers to an unencrypted page or runs a script.
 */
export function noticeUrlProblem(url: string): "url-not-https" | "url-invalid" | undefined {
  if (sitePath.test(url)) return undefined;
  if (!url.startsWith("https://")) return "url-not-https";
  try {
    if (new URL(url).hostname !== "" && !/\s/.test(url)) return undefined;
  } catch {
    // falls through to the refusal below
  }
  return "url-invalid";
}

/** What is wrong with a notice, by field; {} when it may be saved. */
export function noticeProblems({ message, url, startsAt, endsAt }: NoticeFields): NoticeProblems {
  const problems: NoticeProblems = {};
  if (message.trim() === "") problems.message = "message-empty";
  else if (message.length > notices.messageMaxLength) problems.message = "message-too-long";
  const urlProblem = url === null ? undefined : noticeUrlProblem(url);
  if (urlProblem) problems.url = urlProblem;
  if (startsAt === undefined) problems.startsAt = "starts-missing";
  if (endsAt === undefined) problems.endsAt = "ends-invalid";
  else if (endsAt !== null && startsAt !== undefined && endsAt <= startsAt) problems.endsAt = "ends-not-after-start";
  return problems;
}
