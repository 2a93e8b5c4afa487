// docs/product/publishers-desk.md#audit-log: the filter of the audit log, as the API reads it.

export interface AuditFilter {
  action: string;
  operator: string;
  target: string;
}

/** The query of a page of the log: the filled fields, trimmed, then the id the page ends before. */
export function auditQueryOf(filter: AuditFilter, before?: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value.trim()) query.set(key, value.trim());
  if (before !== undefined) query.set("before", String(before));
  const text = query.toString();
  return text ? `?${text}` : "";
}
