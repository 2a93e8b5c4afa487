// How the audit log shows a change's before and after (docs/product/publishers-desk.md#audit-log):
// one line per field, nested fields named by their path, so a reader of the log needs no JSON.

const scalar = (value: unknown): string => {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
};

/** The lines of a recorded state: `field: value`, in the order recorded; none for an empty state. */
export function auditValueLines(value: unknown, path = ""): string[] {
  if (value === null || value === undefined) return path ? [`${path}: —`] : [];
  if (Array.isArray(value))
    return value.length === 0
      ? [`${path || "—"}: []`]
      : value.flatMap((item, i) => auditValueLines(item, `${path}[${i}]`));
  if (typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return [];
    return entries.flatMap(([key, inner]) => auditValueLines(inner, path ? `${path}.${key}` : key));
  }
  return [path ? `${path}: ${scalar(value)}` : scalar(value)];
}
