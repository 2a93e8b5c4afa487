import { userInfo } from "node:os";
import { parseArgs } from "node:util";
import { developmentDefaults, localUrls } from "@awd/core/deployment";
import {
  courseMonthsProblems,
  deskCourseMaxMonths,
  linkingCodeLimits,
  linkingCodeProblems,
  previewCodeMaxLength,
  previewCodeProblems,
  typedWholeNumber,
} from "@awd/core/desk-course";
import { noticeProblemDescriptions, noticeProblems } from "@awd/core/desk-notice";
import { partnerIdProblems, typedPartnerId } from "@awd/core/partner-id";
import { rightView } from "@awd/core/rights";
import type { Database } from "@awd/db/client";
import { accountByEmail } from "../services/accounts.ts";
import {
  addPartner,
  allPartners,
  partnerWithSecret,
  removePartner,
  rotatePartnerSecret,
  setPartnerState,
} from "../services/alliance.ts";
import type { ChangeBy, Operator } from "../services/audit-log.ts";
import { issueDeskLinkingCodes, setMonthPreviewCode } from "../services/desk-codes.ts";
import {
  grantReaderCourse,
  readerDetail,
  removeReaderCourse,
  revokeReaderCourse,
  setReaderKind,
} from "../services/desk-readers.ts";
import { addNotice, allNotices, removeNotice } from "../services/notices.ts";
import {
  isRemoteConfigKey,
  listRemoteConfigValues,
  type PatternCondition,
  parsePattern,
  remoteConfigKeys,
  removeRemoteConfigValue,
  setRemoteConfigValue,
  valueProblem,
} from "../services/remote-config.ts";
import { rightOf } from "../services/rights.ts";
import { type LimitProblem, limitProblemOf, limitProblemText } from "./limit-problems.ts";
import { nodeSnippet, type PartnerLinkSetup, phpSnippet } from "./partner-snippets.ts";

export const deskUsage = `usage: npm run desk -- <command>

  grant <email> <digital|double> [--months N] [--first-month] [--replace]
                                                                 give an account a course from today (N from 1 to
                                                                 ${deskCourseMaxMonths}, 12 if not given; --replace: end
                                                                 and replace a running course)
  revoke <email>                                                 end an account's course now
  remove-course <email>                                          remove an account's course record, as if it never had
                                                                 one (a course granted by mistake)
  corporate <email> [--off]                                      make an account a corporate ID (or not)
  right <email>                                                  show an account's right
  preview-code <YYYY-MM> <code>                                  set the preview code printed that month (1 to
                                                                 ${previewCodeMaxLength} characters)
  linking-codes <digital|double> [--count N] [--months N] [--valid-days N]
                                                                 issue one-time subscription linking codes
                                                                 (--count 1 to ${linkingCodeLimits.maxCount}, --months 1 to ${linkingCodeLimits.maxMonths},
                                                                 --valid-days 1 to ${linkingCodeLimits.maxValidDays})
  partner secret <id>                                            a partner's secret and code that signs its entry
                                                                 links (registers the partner if it is new)
  partner add <id> | partner list | partner remove <id>          alliance partners (add gives a new secret: the
                                                                 partner's old links and tokens stop working)
  partner referer-entry <id> on|off                              let visitors from the exact host <id> enter by
                                                                 the Referer header alone, unsigned (off by default)
  notice add <message> [--url U] [--from ISO] [--until ISO] | notice list | notice remove <id>
  config set <key> <json> [--pattern ab:A|abc:C] | config list | config remove <key> [--pattern ab:A|abc:C]
                                                                 remote config (keys userSurveyDisplayPhase,
                                                                 userFeedback); a pattern's value wins over the default`;

/** Where the desk's output points partners: the API's public address. */
export interface DeskSite {
  apiUrl: string;
}

/** The development stack's API, for tests and a desk run beside `npm start`. */
const developmentDeskSite: DeskSite = { apiUrl: localUrls(developmentDefaults.ports).browserApi };

export interface DeskResult {
  exitCode: number;
  output: string;
}

class UsageError extends Error {}

const isCourse = (product: string | undefined): product is "digital" | "double" =>
  product === "digital" || product === "double";

// The desk's own limits (docs/product/publishers-desk.md#limits), the ones the API and the web desk
// hold to: core's rules (desk-course.ts) name what is past them, and the command line says so in its
// own words before anything is changed. A number is read as the web desk reads its fields.
const wholeNumber = (value: string | undefined, fallback: number) =>
  value === undefined ? fallback : typedWholeNumber(value);

/** The option each number's problem is about, and its limit. */
const limitedOptions: Partial<Record<LimitProblem, [option: string, max: number]>> = {
  "count-out-of-range": ["count", linkingCodeLimits.maxCount],
  "months-out-of-range": ["months", deskCourseMaxMonths],
  "valid-days-out-of-range": ["valid-days", linkingCodeLimits.maxValidDays],
};

/** What the command line says of a limit's problem, naming the option and what was given. */
export function limitRefusalText(problem: LimitProblem, options: Record<string, string | boolean | undefined>) {
  const limited = limitedOptions[problem];
  if (!limited) return `${limitProblemText[problem]}; nothing was changed`;
  const [option, max] = limited;
  return `--${option} must be a whole number from 1 to ${max} (it was ${options[option]}); nothing was changed`;
}

function refuseLimits(problems: LimitProblem[], options: Record<string, string | boolean | undefined>): void {
  const [problem] = problems;
  if (problem !== undefined) throw new UsageError(limitRefusalText(problem, options));
}

const patternOption = (value: string | undefined): PatternCondition | undefined => {
  if (value === undefined) return undefined;
  const condition = parsePattern(value);
  if (!condition) throw new UsageError("--pattern is ab:A, ab:B, abc:A, abc:B or abc:C");
  return condition;
};

const instant = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`${name} must be a date like 2026-12-01T09:00:00+09:00`);
  return date;
};

async function requireAccount(db: Database, email: string | undefined) {
  if (!email) throw new UsageError("an email is needed");
  const account = await accountByEmail(db, email);
  if (!account) throw new UsageError(`no account with email ${email}`);
  return account;
}

function partnerLinkGuide({
  referrer,
  secret,
  site,
  isNew = false,
}: {
  referrer: string;
  secret: string;
  site: DeskSite;
  isNew?: boolean;
}): string {
  const setup: PartnerLinkSetup = { partner: referrer, secret, apiUrl: site.apiUrl };
  return [
    `partner: ${referrer}${isNew ? " (new secret: links signed with an older one are refused)" : ""}`,
    `secret: ${secret}`,
    "",
    "Give both to the partner with one of these; its server makes a new link for every page it serves.",
    "",
    "Node:",
    nodeSnippet(setup),
    "",
    "PHP:",
    phpSnippet(setup),
  ].join("\n");
}

type Handler = (
  db: Database,
  positionals: string[],
  options: Record<string, string | boolean | undefined>,
  now: Date,
  site: DeskSite,
  operator: Operator,
) => Promise<string>;

/**
 * The operator of a command in the audit log: `cli`, with the OS user who ran it when known
 * (docs/product/publishers-desk.md#audit-log).
 */
export function cliOperator(user?: string): Operator {
  let name = user;
  try {
    name ||= userInfo().username;
  } catch {
    // a user the passwd database does not name
  }
  return { subject: "cli", email: name || "unknown" };
}

const commands: Record<string, Handler> = {
  async grant(db, [email, product], options, now, _, operator) {
    const account = await requireAccount(db, email);
    if (!isCourse(product)) throw new UsageError("the course is digital or double");
    const months = wholeNumber(options.months as string | undefined, 12);
    refuseLimits(courseMonthsProblems(months), options);
    const firstMonth = options["first-month"] === true;
    const replace = options.replace === true;
    const input = { product, months, firstMonth, replace };
    const change = await grantReaderCourse(db, operator, account.subject, input, now);
    if (!change.ok && change.refusal === "running-course") {
      const { course } = (await readerDetail(db, account.subject)) ?? {};
      throw new UsageError(
        `${account.email} has a running ${course?.product} course until ${course?.expireAt}: add --replace to end it and grant this one`,
      );
    }
    const until = change.ok ? change.reader.course?.expireAt : undefined;
    return `${account.email}: ${product} course for ${months} month(s), until ${until}`;
  },
  async revoke(db, [email], _, now, __, operator) {
    const account = await requireAccount(db, email);
    const change = await revokeReaderCourse(db, operator, account.subject, now);
    return change.ok ? `${account.email}: course ended` : `${account.email}: had no running course`;
  },
  async "remove-course"(db, [email], _, now, __, operator) {
    const account = await requireAccount(db, email);
    const change = await removeReaderCourse(db, operator, account.subject, now);
    return change.ok ? `${account.email}: course record removed` : `${account.email}: had no course`;
  },
  async corporate(db, [email], options, now, _, operator) {
    const account = await requireAccount(db, email);
    const kind = options.off === true ? "personal" : "corporate";
    await setReaderKind(db, operator, account.subject, kind, now);
    return `${account.email}: ${kind === "corporate" ? "now a corporate ID" : "no longer a corporate ID"}`;
  },
  async right(db, [email], _, now) {
    const account = await requireAccount(db, email);
    const right = await rightOf(db, account.subject);
    return JSON.stringify({ email: account.email, ...right, view: rightView(right, now.getTime()) }, null, 2);
  },
  async "preview-code"(db, [month, code = ""], options, now, _, operator) {
    if (!month || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new UsageError("the month is YYYY-MM");
    refuseLimits(previewCodeProblems(code), options);
    // Set as the API sets it: without the spaces around it.
    const row = await setMonthPreviewCode(db, operator, month, code.trim(), now);
    return `preview code of ${row.month}: ${row.code}`;
  },
  async "linking-codes"(db, [product], options, now, _, operator) {
    if (!isCourse(product)) throw new UsageError("the course is digital or double");
    const request = {
      count: wholeNumber(options.count as string | undefined, 1),
      months: wholeNumber(options.months as string | undefined, 12),
      validDays: wholeNumber(options["valid-days"] as string | undefined, 90),
    };
    refuseLimits(linkingCodeProblems(request), options);
    const rows = await issueDeskLinkingCodes(db, operator, { product, ...request }, now);
    return rows.map((r) => `${r.code}  ${product}, ${r.months} month(s), redeem before ${r.expiresAt}`).join("\n");
  },
  async partner(db, [action, id, state], _, now, site, operator) {
    if (action === "list") {
      const rows = await allPartners(db);
      return (
        rows
          .map(
            (r) =>
              `${r.referrer}  since ${r.createdAt.toISOString()}${r.refererEntry ? "  enters by Referer too" : ""}`,
          )
          .join("\n") || "no partners"
      );
    }
    const partner = id === undefined ? undefined : typedPartnerId(id);
    if (!partner) throw new UsageError("a partner id is needed: its host name, e.g. partner.example");
    refuseLimits(partnerIdProblems(partner), {});
    const change: ChangeBy = { operator, at: now };
    if (action === "secret") return partnerLinkGuide({ ...(await partnerWithSecret(db, partner, change)), site });
    if (action === "add") {
      const registered = (await addPartner(db, partner, change)) ?? (await rotatePartnerSecret(db, partner, change));
      if (!registered) throw new Error(`partner ${partner} was not stored`);
      return partnerLinkGuide({ ...registered, site, isNew: true });
    }
    if (action === "referer-entry") {
      if (state !== "on" && state !== "off") throw new UsageError("partner referer-entry <id> on|off");
      if (!(await setPartnerState(db, partner, { refererEntry: state === "on" }, change)))
        throw new UsageError(`no partner ${partner}`);
      return state === "on"
        ? `partner ${partner}: a visitor whose Referer names exactly https://${partner}/ enters without a signed link`
        : `partner ${partner}: enters by signed links only`;
    }
    if (action === "remove") {
      return (await removePartner(db, partner, change)) ? `partner ${partner} removed` : `no partner ${partner}`;
    }
    throw new UsageError("partner secret|add|list|remove|referer-entry");
  },
  async notice(db, [action, value], options, now, _, operator) {
    if (action === "list") {
      const rows = await allNotices(db);
      return (
        rows
          .map(
            (n) =>
              `${n.id}  ${n.startsAt.toISOString()} → ${n.endsAt?.toISOString() ?? "∞"}  ${n.message}${n.url ? `  <${n.url}>` : ""}`,
          )
          .join("\n") || "no notices"
      );
    }
    const change: ChangeBy = { operator, at: now };
    if (action === "add") {
      const fields = {
        message: value ?? "",
        url: (options.url as string | undefined) ?? null,
        startsAt: instant(options.from as string | undefined, "--from") ?? now,
        endsAt: instant(options.until as string | undefined, "--until") ?? null,
      };
      const [problem] = Object.values(noticeProblems(fields));
      if (problem) throw new UsageError(noticeProblemDescriptions[problem]);
      const notice = await addNotice(db, fields, change);
      return `notice ${notice.id} added`;
    }
    if (action === "remove") {
      if (!value || !/^\d+$/.test(value)) throw new UsageError("the id of a notice is needed");
      return (await removeNotice(db, Number(value), change)) ? `notice ${value} removed` : `no notice ${value}`;
    }
    throw new UsageError("notice add|list|remove");
  },
  async config(db, [action, key, json], options, now, _, operator) {
    if (action === "list") {
      const rows = await listRemoteConfigValues(db);
      return (
        rows
          .map((r) => `${r.key}  ${r.pattern || "default"}  ${r.updatedAt.toISOString()}\n  ${JSON.stringify(r.value)}`)
          .join("\n") || "no remote config values"
      );
    }
    const condition = patternOption(options.pattern as string | undefined);
    const where = `${key}${condition ? ` for ${options.pattern}` : ""}`;
    if (action === "set") {
      if (!key || !isRemoteConfigKey(key)) throw new UsageError(`the key is one of ${remoteConfigKeys.join(", ")}`);
      let value: unknown;
      try {
        value = JSON.parse(json ?? "");
      } catch {
        throw new UsageError(`the value must be JSON, e.g. '"BeforeOnboarding"' or '{"feedbacks":[]}'`);
      }
      const problem = valueProblem(key, value);
      if (problem) throw new UsageError(`${key} refused: ${problem}`);
      await setRemoteConfigValue(db, key, condition, value, { operator, at: now });
      return `${where} set`;
    }
    if (action === "remove") {
      if (!key) throw new UsageError("the key of a value is needed");
      const removed = await removeRemoteConfigValue(db, key, condition, { operator, at: now });
      if (!removed) return `no value for ${where}`;
      return condition ? `${where} removed` : `${where} removed (the API stores its default again at the next start)`;
    }
    throw new UsageError("config set|list|remove");
  },
};

const optionSpec = {
  months: { type: "string" },
  "first-month": { type: "boolean" },
  replace: { type: "boolean" },
  off: { type: "boolean" },
  count: { type: "string" },
  "valid-days": { type: "string" },
  url: { type: "string" },
  from: { type: "string" },
  until: { type: "string" },
  pattern: { type: "string" },
} as const;

/**
 * Whether a command changes what prerendered pages show (the home page's notices), so the desk has
 * the site regenerate them. Remote config is not among them: browsers fetch it themselves.
 */
export function changesSitePages(args: string[]): boolean {
  const { positionals } = parseArgs({ args, options: optionSpec, allowPositionals: true, strict: false });
  const [name, action] = positionals;
  return name === "notice" && (action === "add" || action === "remove");
}

/** Runs one desk command; bad arguments give the usage and exit code 2, never a throw. */
export async function runDeskCommand(
  db: Database,
  args: string[],
  now: Date,
  site: DeskSite = developmentDeskSite,
  operator: Operator = cliOperator(),
): Promise<DeskResult> {
  try {
    const { positionals, values } = parseArgs({ args, options: optionSpec, allowPositionals: true, strict: true });
    const [name, ...rest] = positionals;
    const handler = name ? commands[name] : undefined;
    if (!handler) throw new UsageError(name ? `unknown command ${name}` : "a command is needed");
    return { exitCode: 0, output: await handler(db, rest, values, now, site, operator) };
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS"))
      return { exitCode: 2, output: `${(error as Error).message}\n\n${deskUsage}` };
    // A service's own refusal of a change past a limit: the same problem, said as the API says it.
    const problem = limitProblemOf(error);
    if (problem) return { exitCode: 2, output: `${limitProblemText[problem]}; nothing was changed\n\n${deskUsage}` };
    throw error;
  }
}
