import { notices } from "./constants.ts";

// docs/product/publishers-desk.md#notices: what the desk refuses in a notice, per field, in the
// words the operator reads beside the field; the API refuses the same with 422.

export interface NoticeFields {
  message: string;
  /** null: the notice links nowhere */
  url: string | null;
  /** undefined: the field does not hold a date and time */
  startsAt: Date | undefined;
  /** null: shown until removed; undefined: the field does not hold a date and time */
  endsAt: Date | null | undefined;
}

export type NoticeProblems = Partial<Record<keyof NoticeFields, string>>;

const sitePath = /^\/(?![/\\])[^\s]*$/;

/**
 * Why a notice may not link to `url`, or undefined when it may: only https addresses and paths on
 * the site (`/awd/…`), so a notice never sends readers to an unencrypted page or runs a script.
 */
export function noticeUrlProblem(url: string): string | undefined {
  if (sitePath.test(url)) return undefined;
  if (!url.startsWith("https://")) return "リンク先は https:// で始まるアドレスか、/awd/… のようなサイト内のパスです";
  try {
    if (new URL(url).hostname !== "" && !/\s/.test(url)) return undefined;
  } catch {
    // falls through to the refusal below
  }
  return "リンク先のアドレスが正しくありません";
}

/** What is wrong with a notice, by field; {} when it may be saved. */
export function noticeProblems({ message, url, startsAt, endsAt }: NoticeFields): NoticeProblems {
  const problems: NoticeProblems = {};
  if (message.trim() === "") problems.message = "お知らせの文を入れてください";
  else if (message.length > notices.messageMaxLength)
    problems.message = `お知らせの文は${notices.messageMaxLength}文字以内です（いま${message.length}文字）`;
  const urlProblem = url === null ? undefined : noticeUrlProblem(url);
  if (urlProblem) problems.url = urlProblem;
  if (startsAt === undefined) problems.startsAt = "開始の日時を入れてください";
  if (endsAt === undefined) problems.endsAt = "終了の日時が正しくありません";
  else if (endsAt !== null && startsAt !== undefined && endsAt <= startsAt)
    problems.endsAt = "終了は開始より後の日時にしてください";
  return problems;
}
