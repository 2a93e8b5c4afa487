"use client";

import type { AuditEntry, AuditPage } from "@awd/core/contract/desk-audit";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { auditValueLines } from "@/desk/audit-value";
import { type DeskColumn, DeskTable } from "@/desk/DeskTable";
import { deskDateTime } from "@/desk/desk-format";
import { deskApi, deskErrorOf } from "@/desk/deskApi";
import { deskAuditMessages as m } from "@/messages/desk-audit";
import styles from "../desk-screen.module.css";

interface Filter {
  action: string;
  operator: string;
  target: string;
}

const actionName = (action: string) => m.actions[action] ?? action;

/** A recorded state, one field a line. */
function RecordedState({ value }: { value: unknown }) {
  const lines = auditValueLines(value);
  if (lines.length === 0) return <span>{m.nothing}</span>;
  return (
    <ul className={styles.stateLines}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const columns: DeskColumn<AuditEntry>[] = [
  { key: "at", label: m.columns.at, value: (e) => e.at, render: (e) => deskDateTime(e.at) },
  { key: "operator", label: m.columns.operator, value: (e) => e.operator.email },
  { key: "action", label: m.columns.action, value: (e) => actionName(e.action) },
  { key: "target", label: m.columns.target, value: (e) => e.target },
  {
    key: "before",
    label: m.columns.before,
    value: (e) => auditValueLines(e.before).join(" "),
    render: (e) => <RecordedState value={e.before} />,
  },
  {
    key: "after",
    label: m.columns.after,
    value: (e) => auditValueLines(e.after).join(" "),
    render: (e) => <RecordedState value={e.after} />,
  },
];

const queryOf = (filter: Filter, before?: number) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value.trim()) query.set(key, value.trim());
  if (before !== undefined) query.set("before", String(before));
  const text = query.toString();
  return text ? `?${text}` : "";
};

// docs/product/publishers-desk.md#audit-log
export default function DeskAuditPage() {
  const id = useId();
  const [draft, setDraft] = useState<Filter>({ action: "", operator: "", target: "" });
  const [filter, setFilter] = useState<Filter>(draft);
  const [changes, setChanges] = useState<AuditEntry[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (shown: Filter, before?: number) => {
    setBusy(true);
    setError(null);
    try {
      const page = await deskApi<AuditPage>(`/desk/audit${queryOf(shown, before)}`);
      setChanges((was) => (before === undefined ? page.changes : [...(was ?? []), ...page.changes]));
      setNextBefore(page.nextBefore);
    } catch (failure) {
      setError(deskErrorOf(failure).message);
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    load(filter);
  }, [filter, load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft });
  };
  const field = (key: keyof Filter) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((was) => ({ ...was, [key]: event.target.value })),
  });

  return (
    <>
      <h1 className={styles.title}>{m.title}</h1>
      <form className={styles.form} onSubmit={submit} aria-label={m.filterTitle}>
        <p className={styles.field}>
          <label htmlFor={`${id}-action`}>{m.actionLabel}</label>
          <select {...field("action")}>
            <option value="">{m.anyAction}</option>
            {Object.entries(m.actions).map(([action, name]) => (
              <option key={action} value={action}>
                {name}
              </option>
            ))}
          </select>
        </p>
        <p className={styles.field}>
          <label htmlFor={`${id}-operator`}>{m.operatorLabel}</label>
          <input type="text" autoComplete="off" {...field("operator")} />
        </p>
        <p className={styles.field}>
          <label htmlFor={`${id}-target`}>{m.targetLabel}</label>
          <input type="text" autoComplete="off" {...field("target")} />
        </p>
        <button type="submit" className={styles.primary} disabled={busy}>
          {m.filter}
        </button>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!changes && !error && <p role="status">{m.loading}</p>}
      {changes && (
        <DeskTable
          caption={m.caption}
          columns={columns}
          rows={changes}
          rowKey={(e) => String(e.id)}
          emptyText={m.empty}
          initialSort={{ key: "at", direction: "descending" }}
        />
      )}
      {nextBefore !== null && (
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => load(filter, nextBefore)}>
          {m.older}
        </button>
      )}
    </>
  );
}
