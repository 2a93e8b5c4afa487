"use client";

import type { AuditEntry, AuditPage } from "@awd/core/contract/desk-audit";
import { type FormEvent, useId, useState } from "react";
import { deskAuditChangesRoute } from "@/api/desk-audit.generated";
import { deskAuditMessages as m } from "@/messages/desk-audit";
import { auditValueLines } from "../audit-value";
import { DeskScreen } from "../DeskScreen";
import { type DeskColumn, DeskTable } from "../DeskTable";
import { deskDateTime } from "../desk-format";
import styles from "../desk-screen.module.css";
import { deskApi } from "../deskApi";
import { useDeskAction } from "../useDeskAction";
import { useDeskLoad } from "../useDeskLoad";
import { type AuditFilter, auditQueryOf } from "./audit-query";

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

/** docs/product/publishers-desk.md#audit-log: the changes made on the desk, newest first, filtered, older ones on request. */
export function AuditScreen() {
  const id = useId();
  const [draft, setDraft] = useState<AuditFilter>({ action: "", operator: "", target: "" });
  const [filter, setFilter] = useState<AuditFilter>(draft);
  const query = auditQueryOf(filter);
  const log = useDeskLoad(JSON.stringify(query), () => deskApi(deskAuditChangesRoute, { query }));
  const older = useDeskAction<number>({
    run: async (before) => {
      const page = await deskApi(deskAuditChangesRoute, { query: auditQueryOf(filter, before) });
      log.replace({ changes: [...(log.data?.changes ?? []), ...page.changes], nextBefore: page.nextBefore });
      return undefined;
    },
  });
  const busy = older.pending || log.state.kind === "loading" || (log.state.kind === "loaded" && log.state.reading);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    older.clear();
    setFilter({ ...draft });
  };
  const field = (key: keyof AuditFilter) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft((was) => ({ ...was, [key]: event.target.value })),
  });

  return (
    <DeskScreen
      title={m.title}
      above={
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
      }
      outcome={older.outcome}
      read={{ load: log, loading: m.loading }}
    >
      {(page: AuditPage) => (
        <>
          <DeskTable
            caption={m.caption}
            columns={columns}
            rows={page.changes}
            rowKey={(e) => String(e.id)}
            emptyText={m.empty}
            initialSort={{ key: "at", direction: "descending" }}
          />
          {page.nextBefore !== null && (
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => page.nextBefore !== null && older.start(page.nextBefore)}
            >
              {m.older}
            </button>
          )}
        </>
      )}
    </DeskScreen>
  );
}
