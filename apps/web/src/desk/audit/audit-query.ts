// docs/product/publishers-desk.md#audit-log: the filter of the audit log, as the API reads it.

export interface AuditFilter {
  action: string;
  operator: string;
  target: string;
}

/** The query of a page of the log (GET /desk/audit): the filled fields, trimmed, then the id the page ends before. */
export interface AuditQuery {
  action?: string;
  operator?: string;
  target?: string;
  before?: number;
}

/** The query of a page of the log: the filled fields, trimmed, then the id the page ends before. */
export function auditQueryOf(filter: AuditFilter, before?: number): AuditQuery {
  const query: AuditQuery = {};
  for (const key of ["action", "operator", "target"] as const) if (filter[key].trim()) query[key] = filter[key].trim();
  if (before !== undefined) query.before = before;
  return query;
}
