"use client";

import type { GrantCourse, ReaderDetail } from "@awd/core/contract/desk-readers";
import { deskCourseMaxMonths, monthsLater, typedWholeNumber } from "@awd/core/desk-course";
import Link from "next/link";
import { useParams } from "next/navigation";
import { type FormEvent, useId, useState } from "react";
import {
  deskReadersExtendCourseRoute,
  deskReadersGrantCourseRoute,
  deskReadersReaderRoute,
  deskReadersRevokeCourseRoute,
  deskReadersSetCorporateRoute,
} from "@/api/desk-readers.generated";
import { deskLimitMessage } from "@/messages/desk-limits";
import { deskReadersMessages as m } from "@/messages/desk-readers";
import { ConfirmDialog } from "../ConfirmDialog";
import { DeskOutcomeLine, DeskScreen } from "../DeskScreen";
import { deskDate, deskDateTime } from "../desk-format";
import { useDeskMayChange } from "../desk-operator";
import styles from "../desk-screen.module.css";
import { DeskApiError, deskApi } from "../deskApi";
import { useDeskAction } from "../useDeskAction";
import { useDeskLoad } from "../useDeskLoad";
import {
  type Grant,
  isRunning,
  type ReaderChange,
  type ReaderChangeRequest,
  readerChangeIsAsked,
  readerChangeProblems,
  readerChangeRequest,
  readerSubjectOf,
} from "./reader-changes";

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
      <dd>{course ? m.status[isRunning(reader, Date.now()) ? "running" : "ended"] : "—"}</dd>
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

function ExtendForm({ extend, busy }: { extend: (months: number) => void; busy: boolean }) {
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
          extend(typedWholeNumber(months));
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

const doneOf = (change: ReaderChange) => {
  if (change.kind === "grant") return m.granted;
  if (change.kind === "extend") return m.extended;
  if (change.kind === "revoke") return m.revoked;
  return change.corporate ? m.markedCorporate : m.unmarkedCorporate;
};

/** Sends a change of the reader's to its route; the answer is the reader as changed. */
function sendReaderChange(subject: string, request: ReaderChangeRequest): Promise<ReaderDetail> {
  const params = { subject };
  switch (request.route) {
    case "grantCourse":
      return deskApi(deskReadersGrantCourseRoute, { params, body: request.body });
    case "extendCourse":
      return deskApi(deskReadersExtendCourseRoute, { params, body: request.body });
    case "revokeCourse":
      return deskApi(deskReadersRevokeCourseRoute, { params });
    case "setCorporate":
      return deskApi(deskReadersSetCorporateRoute, { params, body: request.body });
  }
}

function ReaderChanges({ reader, onChanged }: { reader: ReaderDetail; onChanged: (reader: ReaderDetail) => void }) {
  const running = isRunning(reader, Date.now());
  const change = useDeskAction<ReaderChange>({
    // A change the limits refuse is told at once, before any question (docs/product/publishers-desk.md#limits).
    confirm: (wanted) =>
      readerChangeProblems(wanted).length === 0 && readerChangeIsAsked(wanted, isRunning(reader, Date.now())),
    // A course started meanwhile (another operator, the command line): the API cut nothing.
    problems: (wanted) => (wanted.kind === "grant" ? { "409": m.grantRefusedRunning } : undefined),
    run: async (wanted) => {
      const problems = readerChangeProblems(wanted);
      if (problems.length > 0) throw new DeskApiError("invalid", deskLimitMessage(problems));
      onChanged(await sendReaderChange(reader.subject, readerChangeRequest(wanted, isRunning(reader, Date.now()))));
      return doneOf(wanted);
    },
  });
  const busy = change.pending;
  const asking = change.asking;

  return (
    <section className={styles.section} aria-labelledby="reader-changes">
      <h2 id="reader-changes" className={styles.sectionTitle}>
        {m.changesTitle}
      </h2>
      <DeskOutcomeLine outcome={change.outcome} />
      <GrantForm grant={(grant) => change.start({ kind: "grant", grant })} busy={busy} />
      {running ? (
        <>
          <ExtendForm extend={(months) => change.start({ kind: "extend", months })} busy={busy} />
          <section className={styles.panel} aria-labelledby="reader-revoke">
            <h3 id="reader-revoke" className={styles.panelTitle}>
              {m.revokeTitle}
            </h3>
            <button
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => change.start({ kind: "revoke" })}
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
            onClick={() => change.start({ kind: "corporate", corporate: false })}
          >
            {m.unmarkCorporate}
          </button>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => change.start({ kind: "corporate", corporate: true })}
          >
            {m.markCorporate}
          </button>
        )}
      </section>
      <ConfirmDialog
        {...change.dialog}
        open={asking?.kind === "revoke"}
        title={m.revokeQuestion(reader.email)}
        confirmLabel={m.revokeConfirm}
      >
        <p>{m.revokeConsequence}</p>
      </ConfirmDialog>
      <ConfirmDialog
        {...change.dialog}
        open={asking?.kind === "grant"}
        title={m.replaceQuestion(reader.email)}
        confirmLabel={m.replaceConfirm}
      >
        {asking?.kind === "grant" && reader.course && (
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

/** docs/product/publishers-desk.md#readers: one reader, and the changes desk:write may make. */
export function ReaderScreen() {
  const subject = readerSubjectOf(useParams().subject);
  const mayChange = useDeskMayChange("readers");
  const reader = useDeskLoad(subject, () => deskApi(deskReadersReaderRoute, { params: { subject } }));
  return (
    <DeskScreen
      back={<Link href="/desk/readers">{m.back}</Link>}
      title={reader.data ? reader.data.email : m.title}
      read={{ load: reader, loading: m.loading }}
    >
      {(found: ReaderDetail) => (
        <>
          <ReaderFacts reader={found} />
          {mayChange ? <ReaderChanges reader={found} onChanged={reader.replace} /> : <p>{m.readOnly}</p>}
        </>
      )}
    </DeskScreen>
  );
}
