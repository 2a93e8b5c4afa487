import type { Database } from "@awd/db/client";
import { deskAudit } from "@awd/db/schema/desk";
import { and, desc, eq, ilike, lt, or, type SQL } from "drizzle-orm";

/** Who made a change: an operator signed in to the desk, or the command line. */
export interface Operator {
  /** the identity provider's subject; "cli" for the command line */
  subject: string;
  email: string;
}

/** The dotted names of the changes the desk and its command line make. */
export type AuditAction =
  | "course.grant"
  | "course.extend"
  | "course.revoke"
  | "course.remove"
  | "account.corporate"
  | "preview-code.set"
  | "linking-codes.issue"
  | "linking-code.revoke"
  | "partner.add"
  | "partner.rotate"
  | "partner.off"
  | "partner.on"
  | "partner.referer-entry"
  | "partner.remove"
  | "notice.add"
  | "notice.change"
  | "notice.remove"
  | "config.set"
  | "config.remove"
  | "issue.import";

export interface Change {
  operator: Operator;
  action: AuditAction;
  /** what was changed: a reader's email, a month, a partner's referrer */
  target: string;
  /** the state before the change; null when there was none. Never a secret: write "(rotated)". */
  before: unknown;
  after: unknown;
  at: Date;
}

/** Who makes a change and when: what a service that audits its own changes asks of its caller. */
export type ChangeBy = Pick<Change, "operator" | "at">;

export interface AuditEntry {
  id: number;
  at: string;
  operator: Operator;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one change to the audit log (docs/product/publishers-desk.md#audit-log). Pass the transaction
 * of the change itself, so a change is never kept without its row nor a row without its change.
 */
export async function recordChange(db: Database, change: Change): Promise<void> {
  await db.insert(deskAudit).values({
    at: change.at,
    actorSubject: change.operator.subject,
    actorEmail: change.operator.email,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export interface ChangeFilter {
  /** exactly this action */
  action?: string;
  /** part of the operator's email or subject */
  operator?: string;
  /** part of the target */
  target?: string;
  /** only changes older than this entry's id: the next page */
  beforeId?: number;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (text: string) => `%${escapeLike(text)}%`;

/** The changes matching a filter, newest first. */
export async function listChanges(db: Database, filter: ChangeFilter): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(deskAudit.action, filter.action));
  if (filter.operator) {
    const operator = or(
      ilike(deskAudit.actorEmail, containing(filter.operator)),
      ilike(deskAudit.actorSubject, containing(filter.operator)),
    );
    if (operator) conditions.push(operator);
  }
  if (filter.target) conditions.push(ilike(deskAudit.target, containing(filter.target)));
  if (filter.beforeId !== undefined) conditions.push(lt(deskAudit.id, filter.beforeId));
  const rows = await db
    .select()
    .from(deskAudit)
    .where(and(...conditions))
    .orderBy(desc(deskAudit.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    operator: { subject: row.actorSubject, email: row.actorEmail },
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
  }));
}
