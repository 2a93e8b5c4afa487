// The shape every check in this package returns, so a caller can tell the reason to the reader
// instead of catching an exception.
export type Result<T, Reason> = { ok: true; value: T } | { ok: false; reason: Reason };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <Reason>(reason: Reason): { ok: false; reason: Reason } => ({ ok: false, reason });
