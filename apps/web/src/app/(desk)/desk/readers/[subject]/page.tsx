"use client";

import type { GrantCourse, ReaderDetail } from "@awd/core/contract/desk-readers";
import {
  courseMonthsProblems,
  deskCourseMaxMonths,
  isCourseRunning,
  monthsLater,
  typedWholeNumber,
} from "@awd/core/desk-course";
import Link from "next/link";
import { useParams } from "next/navigation";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ConfirmDialog } from "@/desk/ConfirmDialog";
import { deskDate, deskDateTime } from "@/desk/desk-format";
import { useDeskMayChange } from "@/desk/desk-operator";
import { deskApi, deskErrorOf } from "@/desk/deskApi";
import { deskLimitMessage } from "@/messages/desk-limits";
import { deskReadersMessages as m } from "@/messages/desk-readers";
import styles from "../../desk-screen.module.css";

const decoded = (param: string | string[] | undefined) => {
  const text = Array.isArray(param) ? (param[0] ?? "") : (param ?? "");
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

// The state my page shows the reader (docs/product/subscriptions-and-codes.md#a-courses-state).
const isRunning = (reader: ReaderDetail) => isCourseRunning(reader.course, Date.now());

function ReaderFacts({ reader }: { reader: ReaderDetail }) {
  const { course, linkingCode } = reader;
  const d = m.detail;
  return (
    <dl className={styles.facts}>
      <dt>{d.email}</dt>
      <dd>{reader.email}</dd>
      <dt>{d.name}</dt>
      <dd>{reader.name}</dd>
      <dt>{d.kind}</dt>
      <dd>{m.kind[reader.kind]}</dd>
      <dt>{d.createdAt}</dt>
      <dd>{deskDateTime(reader.createdAt)}</dd>
      <dt>{d.course}</dt>
      <dd>{course ? m.product[course.product] : m.noCourse}</dd>
      <dt>{d.status}</dt>
      <dd>{course ? m.status[isRunning(reader) ? "running" : "ended"] : "—"}</dd>
      <dt>{d.startedAt}</dt>
      <dd>{deskDateTime(course?.startedAt)}</dd>
      <dt>{d.expireAt}</dt>
      <dd>{deskDateTime(course?.expireAt)}</dd>
      <dt>{d.firstMonth}</dt>
      <dd>{course ? (course.isDoubleCourseFirstMonthContract ? d.yes : d.no) : "—"}</dd>
      <dt>{d.previewCode}</dt>
      <dd>{deskDateTime(course?.previewCodeAuthenticatedAt, d.notEntered)}</dd>
      <dt>{d.linkingCode}</dt>
      <dd>{linkingCode ? d.linkingCodeUsed(linkingCode.code, deskDate(linkingCode.redeemedAt)) : d.noLinkingCode}</dd>
    </dl>
  );
}

type Change = (path: string, body: unknown, done: string) => Promise<void>;

/** A grant as the form sends it; `replace` is added once the operator confirmed replacing a running course. */
type Grant = Required<Omit<GrantCourse, "replace">>;

function GrantForm({ grant, busy }: { grant: (grant: Grant) => void; busy: boolean }) {
  const courseId = useId();
  const monthsId = useId();
  const [course, setCourse] = useState<GrantCourse["product"]>("digital");
  const [months, setMonths] = useState("1");
  const [firstMonth, setFirstMonth] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant({ product: course, months: typedWholeNumber(months), firstMonth: course === "double" && firstMonth });
  };
  return (
    <section className={styles.panel} aria-labelledby={`${courseId}-title`}>
      <h3 id={`${courseId}-title`} className={styles.panelTitle}>
        {m.grantTitle}
      </h3>
      <p className={styles.hint}>{m.grantLead}</p>
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.field}>
          <label htmlFor={courseId}>{m.courseLabel}</label>
          <select
            id={courseId}
            value={course}
            onChange={(event) => setCourse(event.target.value as GrantCourse["product"])}
          >
            <option value="digital">{m.product.digital}</option>
            <option value="double">{m.product.double}</option>
          </select>
        </p>
        <MonthsField id={monthsId} months={months} onChange={setMonths} />
        {course === "double" && (
          <p className={styles.check}>
            <input
              id={`${courseId}-first`}
              type="checkbox"
              checked={firstMonth}
              onChange={(event) => setFirstMonth(event.target.checked)}
            />
            <label htmlFor={`${courseId}-first`}>{m.firstMonthLabel}</label>
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={busy}>
          {m.grant}
        </button>
      </form>
    </section>
  );
}

/** How many months a course is granted or extended by, within what the API accepts. */
function MonthsField({ id, months, onChange }: { id: string; months: string; onChange: (months: string) => void }) {
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{m.monthsLabel}</label>
      <input
        id={id}
        type="number"
        min={1}
        max={deskCourseMaxMonths}
        required
        value={months}
        onChange={(event) => onChange(event.target.value)}
      />
    </p>
  );
}

function ExtendForm({ change, busy }: { change: Change; busy: boolean }) {
  const monthsId = useId();
  const [months, setMonths] = useState("1");
  return (
    <section className={styles.panel} aria-labelledby={`${monthsId}-title`}>
      <h3 id={`${monthsId}-title`} className={styles.panelTitle}>
        {m.extendTitle}
      </h3>
      <p className={styles.hint}>{m.extendLead}</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          change("/course/extend", { months: typedWholeNumber(months) }, m.extended);
        }}
      >
        <MonthsField id={monthsId} months={months} onChange={setMonths} />
        <button type="submit" className={styles.primary} disabled={busy}>
          {m.extend}
        </button>
      </form>
    </section>
  );
}

/** What the operator is asked to confirm: revoking the running course, or a grant that replaces it. */
type Asking = { kind: "revoke" } | { kind: "replace"; grant: Grant };

function ReaderChanges({ reader, onChanged }: { reader: ReaderDetail; onChanged: (reader: ReaderDetail) => void }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const running = isRunning(reader);

  const change: Change = async (path, body, doneText) => {
    setDone(null);
    // docs/product/publishers-desk.md#limits: refused here as the API would refuse it.
    const months = (body as { months?: unknown } | undefined)?.months;
    const problems = typeof months === "number" ? courseMonthsProblems(months) : [];
    if (problems.length > 0) return setError(deskLimitMessage(problems));
    setBusy(true);
    setError(null);
    try {
      const changed = await deskApi<ReaderDetail>(`/desk/readers/${encodeURIComponent(reader.subject)}${path}`, {
        method: "POST",
        body,
      });
      onChanged(changed);
      setDone(doneText);
      setAsking(null);
    } catch (failure) {
      const refusal = deskErrorOf(failure);
      // A course started meanwhile (another operator, the command line): the API cut nothing.
      setError(path === "/course" && refusal.status === 409 ? m.grantRefusedRunning : refusal.message);
    } finally {
      setBusy(false);
    }
  };

  // docs/product/publishers-desk.md#granting-over-a-running-course: a running course is replaced only
  // after the operator confirmed it; a reader without one gets the course at once.
  const grant = (wanted: Grant) => {
    const problems = courseMonthsProblems(wanted.months);
    if (problems.length > 0) {
      setDone(null);
      setError(deskLimitMessage(problems));
    } else if (isRunning(reader)) {
      setDone(null);
      setError(null);
      setAsking({ kind: "replace", grant: wanted });
    } else void change("/course", wanted, m.granted);
  };

  const cancel = () => {
    setAsking(null);
    setError(null);
  };

  return (
    <section className={styles.section} aria-labelledby="reader-changes">
      <h2 id="reader-changes" className={styles.sectionTitle}>
        {m.changesTitle}
      </h2>
      <div aria-live="polite">
        {done && <p className={styles.done}>{done}</p>}
        {error && !asking && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <GrantForm grant={grant} busy={busy} />
      {running ? (
        <>
          <ExtendForm change={change} busy={busy} />
          <section className={styles.panel} aria-labelledby="reader-revoke">
            <h3 id="reader-revoke" className={styles.panelTitle}>
              {m.revokeTitle}
            </h3>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => setAsking({ kind: "revoke" })}
            >
              {m.revoke}
            </button>
          </section>
        </>
      ) : (
        <p>{m.noRunningCourse}</p>
      )}
      <section className={styles.panel} aria-labelledby="reader-corporate">
        <h3 id="reader-corporate" className={styles.panelTitle}>
          {m.corporateTitle}
        </h3>
        {reader.kind === "corporate" ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => change("/corporate", { corporate: false }, m.unmarkedCorporate)}
          >
            {m.unmarkCorporate}
          </button>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => change("/corporate", { corporate: true }, m.markedCorporate)}
          >
            {m.markCorporate}
          </button>
        )}
      </section>
      <ConfirmDialog
        open={asking?.kind === "revoke"}
        title={m.revokeQuestion(reader.email)}
        confirmLabel={m.revokeConfirm}
        onConfirm={() => change("/course/revoke", undefined, m.revoked)}
        onCancel={cancel}
        busy={busy}
        error={asking?.kind === "revoke" ? (error ?? undefined) : undefined}
      >
        <p>{m.revokeConsequence}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.kind === "replace"}
        title={m.replaceQuestion(reader.email)}
        confirmLabel={m.replaceConfirm}
        onConfirm={() => asking?.kind === "replace" && change("/course", { ...asking.grant, replace: true }, m.granted)}
        onCancel={cancel}
        busy={busy}
        error={asking?.kind === "replace" ? (error ?? undefined) : undefined}
      >
        {asking?.kind === "replace" && reader.course && (
          <>
            <p>
              {m.replaceConsequence(
                { product: m.product[reader.course.product], until: deskDate(reader.course.expireAt) },
                {
                  product: m.product[asking.grant.product],
                  months: asking.grant.months,
                  until: deskDate(monthsLater(Date.now(), asking.grant.months).toISOString()),
                },
              )}
            </p>
            <p>{m.replaceHint}</p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}

// docs/product/publishers-desk.md#readers: one reader, and the changes desk:write may make.
export default function DeskReaderPage() {
  const subject = decoded(useParams().subject);
  const mayChange = useDeskMayChange("readers");
  const [reader, setReader] = useState<ReaderDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    deskApi<ReaderDetail>(`/desk/readers/${encodeURIComponent(subject)}`)
      .then((found) => live && setReader(found))
      .catch((failure: unknown) => live && setError(deskErrorOf(failure).message));
    return () => {
      live = false;
    };
  }, [subject]);

  return (
    <>
      <p>
        <Link href="/desk/readers">{m.back}</Link>
      </p>
      <h1 className={styles.title}>{reader ? reader.email : m.title}</h1>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!reader && !error && <p role="status">{m.loading}</p>}
      {reader && (
        <>
          <ReaderFacts reader={reader} />
          {mayChange ? <ReaderChanges reader={reader} onChanged={setReader} /> : <p>{m.readOnly}</p>}
        </>
      )}
    </>
  );
}
