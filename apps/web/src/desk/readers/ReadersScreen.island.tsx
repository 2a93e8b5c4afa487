"use client";

import type { ReaderSearch, ReaderSummary } from "@awd/core/contract/desk-readers";
import { courseState } from "@awd/core/rights";
import Link from "next/link";
import { type FormEvent, useId, useState } from "react";
import { deskReadersSearchRoute } from "@/api/desk-readers.generated";
import { deskReadersMessages as m } from "@/messages/desk-readers";
import { DeskScreen } from "../DeskScreen";
import { type DeskColumn, DeskTable } from "../DeskTable";
import { deskDate } from "../desk-format";
import styles from "../desk-screen.module.css";
import { DeskApiError, deskApi } from "../deskApi";
import { useDeskAction } from "../useDeskAction";

const columns: DeskColumn<ReaderSummary>[] = [
  {
    key: "email",
    label: m.columns.email,
    value: (r) => r.email,
    render: (r) => <Link href={`/desk/readers/${encodeURIComponent(r.subject)}`}>{r.email}</Link>,
  },
  { key: "name", label: m.columns.name, value: (r) => r.name },
  { key: "kind", label: m.columns.kind, value: (r) => m.kind[r.kind] },
  { key: "course", label: m.columns.course, value: (r) => (r.course ? m.product[r.course.product] : m.noCourse) },
  {
    key: "status",
    label: m.columns.status,
    value: (r) => (r.course ? m.status[courseState(r.course, Date.now())] : "—"),
  },
  {
    key: "expireAt",
    label: m.columns.expireAt,
    value: (r) => r.course?.expireAt ?? "",
    render: (r) => deskDate(r.course?.expireAt),
  },
];

type Found = { email: string; search: ReaderSearch };

/** docs/product/publishers-desk.md#readers: find an account by its email, exactly or by its beginning. */
export function ReadersScreen() {
  const inputId = useId();
  const hintId = useId();
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const find = useDeskAction({
    run: async () => {
      const wanted = email.trim();
      if (!wanted) throw new DeskApiError("invalid", m.emptyQuery);
      try {
        const search = await deskApi(deskReadersSearchRoute, { query: { email: wanted } });
        setFound({ email: wanted, search });
      } catch (failure) {
        setFound(null);
        throw failure;
      }
      return undefined;
    },
  });
  const busy = find.pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find.start();
  };

  return (
    <DeskScreen
      title={m.title}
      above={
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.field}>
            <label htmlFor={inputId}>{m.searchLabel}</label>
            <input
              id={inputId}
              type="text"
              inputMode="email"
              autoComplete="off"
              aria-describedby={hintId}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <span id={hintId} className={styles.hint}>
              {m.searchHint}
            </span>
          </p>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? m.searching : m.search}
          </button>
        </form>
      }
      outcome={find.outcome}
    >
      <div aria-live="polite">
        {found && found.search.readers.length === 0 && <p>{m.noneFound(found.email)}</p>}
        {found && found.search.readers.length > 0 && (
          <>
            {found.search.more && <p>{m.more}</p>}
            <DeskTable
              caption={m.results(found.search.readers.length)}
              columns={columns}
              rows={found.search.readers}
              rowKey={(r) => r.subject}
              searchable={false}
            />
          </>
        )}
      </div>
    </DeskScreen>
  );
}
