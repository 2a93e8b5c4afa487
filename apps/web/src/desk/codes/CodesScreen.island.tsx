"use client";

import type {
  IssuedLinkingCodes,
  IssueLinkingCodes,
  ListedLinkingCode,
  PreviewCodes,
} from "@awd/core/contract/desk-codes";
import {
  linkingCodeLimits,
  linkingCodeProblems,
  previewCodeMaxLength,
  previewCodeProblems,
  typedWholeNumber,
} from "@awd/core/desk-course";
import { type FormEvent, useId, useState } from "react";
import {
  deskCodesIssueLinkingCodesRoute,
  deskCodesLinkingCodesRoute,
  deskCodesPreviewCodesRoute,
  deskCodesRevokeLinkingCodeRoute,
  deskCodesSetPreviewCodeRoute,
} from "@/api/desk-codes.generated";
import { deskCodesMessages as m } from "@/messages/desk-codes";
import { deskLimitMessage } from "@/messages/desk-limits";
import { actionKeys } from "../action-keys";
import { ConfirmDialog } from "../ConfirmDialog";
import { DeskOutcomeLine, DeskRead, DeskScreen } from "../DeskScreen";
import { type DeskColumn, DeskTable } from "../DeskTable";
import { deskDate } from "../desk-format";
import { useDeskMayChange } from "../desk-operator";
import styles from "../desk-screen.module.css";
import { DeskApiError, deskApi } from "../deskApi";
import { useDeskAction } from "../useDeskAction";
import { useDeskLoad } from "../useDeskLoad";

// A change sent again after a failure goes with its first key: new codes are issued once.
const previewCodeKeys = actionKeys();
const linkingCodeKeys = actionKeys();

type Product = IssueLinkingCodes["product"];
type MonthCode = PreviewCodes["codes"][number];

const previewColumns: DeskColumn<MonthCode>[] = [
  { key: "month", label: m.preview.columns.month, value: (c) => c.month },
  { key: "code", label: m.preview.columns.code, value: (c) => c.code },
];

function PreviewCodeSection({ mayChange }: { mayChange: boolean }) {
  const monthId = useId();
  const codeId = useId();
  const [month, setMonth] = useState("");
  const [code, setCode] = useState("");
  const codes = useDeskLoad(deskCodesPreviewCodesRoute.path, async () => {
    const loaded = await deskApi(deskCodesPreviewCodesRoute);
    setMonth((was) => was || loaded.currentMonth);
    return loaded;
  });
  const set = useDeskAction({
    run: async () => {
      const problems = previewCodeProblems(code);
      if (problems.length > 0) throw new DeskApiError("invalid", deskLimitMessage(problems));
      const answer = await deskApi(deskCodesSetPreviewCodeRoute, {
        params: { month },
        body: { code },
        keys: previewCodeKeys,
      });
      setCode("");
      await codes.reload();
      return m.preview.done(answer.month, answer.code);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void set.start();
  };

  return (
    <section className={styles.section} aria-labelledby="preview-codes">
      <h2 id="preview-codes" className={styles.sectionTitle}>
        {m.preview.title}
      </h2>
      <DeskOutcomeLine outcome={set.outcome} />
      <DeskRead load={codes} loading={m.loading}>
        {(codes) => (
          <>
            <p>
              {m.preview.current(codes.currentMonth)}:{" "}
              <strong className={styles.codes}>
                {codes.codes.find((c) => c.month === codes.currentMonth)?.code ?? m.preview.none}
              </strong>
            </p>
            {mayChange && (
              <form className={styles.form} onSubmit={submit} noValidate>
                <p className={styles.field}>
                  <label htmlFor={monthId}>{m.preview.monthLabel}</label>
                  <input id={monthId} type="month" required value={month} onChange={(e) => setMonth(e.target.value)} />
                </p>
                <p className={styles.field}>
                  <label htmlFor={codeId}>{m.preview.codeLabel}</label>
                  <input
                    id={codeId}
                    type="text"
                    autoComplete="off"
                    maxLength={previewCodeMaxLength}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                </p>
                <button type="submit" className={styles.primary} disabled={set.pending}>
                  {m.preview.set}
                </button>
              </form>
            )}
            <DeskTable
              caption={m.preview.listCaption}
              columns={previewColumns}
              rows={codes.codes}
              rowKey={(c) => c.month}
              initialSort={{ key: "month", direction: "descending" }}
              pageSize={12}
            />
          </>
        )}
      </DeskRead>
    </section>
  );
}

function IssuedCodes({ issued }: { issued: IssuedLinkingCodes }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = issued.codes.map((c) => c.code).join("\n");
  return (
    <section className={styles.panel} aria-labelledby="issued-codes">
      <h3 id="issued-codes" className={styles.panelTitle}>
        {m.linking.issuedTitle(issued.codes.length)}
      </h3>
      <p>{m.linking.issuedOnce}</p>
      <ul className={styles.codes}>
        {issued.codes.map((c) => (
          <li key={c.code}>{c.code}</li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.secondary}
        onClick={() =>
          navigator.clipboard
            .writeText(text)
            .then(() => setCopied(m.linking.copied))
            .catch(() => setCopied(m.linking.copyFailed))
        }
      >
        {m.linking.copy}
      </button>
      <span role="status"> {copied}</span>
    </section>
  );
}

function IssueForm({ onIssued }: { onIssued: (issued: IssuedLinkingCodes) => void }) {
  const id = useId();
  const [product, setProduct] = useState<Product>("digital");
  const [count, setCount] = useState("1");
  const [months, setMonths] = useState("12");
  const [validDays, setValidDays] = useState("90");
  const issue = useDeskAction({
    run: async () => {
      const body: IssueLinkingCodes = {
        product,
        count: typedWholeNumber(count),
        months: typedWholeNumber(months),
        validDays: typedWholeNumber(validDays),
      };
      // docs/product/publishers-desk.md#limits: refused here as the API would refuse it.
      const problems = linkingCodeProblems(body);
      if (problems.length > 0) throw new DeskApiError("invalid", deskLimitMessage(problems));
      onIssued(await deskApi(deskCodesIssueLinkingCodesRoute, { body, keys: linkingCodeKeys }));
      return undefined;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void issue.start();
  };

  const numberField = (suffix: string, label: string, value: string, set: (v: string) => void, max: number) => (
    <p className={styles.field}>
      <label htmlFor={`${id}-${suffix}`}>{label}</label>
      <input
        id={`${id}-${suffix}`}
        type="number"
        min={1}
        max={max}
        required
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </p>
  );
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {m.linking.issueTitle}
      </h3>
      <DeskOutcomeLine outcome={issue.outcome} />
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.field}>
          <label htmlFor={`${id}-product`}>{m.linking.courseLabel}</label>
          <select id={`${id}-product`} value={product} onChange={(e) => setProduct(e.target.value as Product)}>
            <option value="digital">{m.product.digital}</option>
            <option value="double">{m.product.double}</option>
          </select>
        </p>
        {numberField("count", m.linking.countLabel, count, setCount, linkingCodeLimits.maxCount)}
        {numberField("months", m.linking.monthsLabel, months, setMonths, linkingCodeLimits.maxMonths)}
        {numberField("days", m.linking.validDaysLabel, validDays, setValidDays, linkingCodeLimits.maxValidDays)}
        <button type="submit" className={styles.primary} disabled={issue.pending}>
          {m.linking.issue}
        </button>
      </form>
    </section>
  );
}

function LinkingCodeSection({ mayChange }: { mayChange: boolean }) {
  const codes = useDeskLoad(deskCodesLinkingCodesRoute.path, () => deskApi(deskCodesLinkingCodesRoute));
  const [issued, setIssued] = useState<IssuedLinkingCodes | null>(null);
  const revoke = useDeskAction<ListedLinkingCode>({
    confirm: () => true,
    run: async (code) => {
      await deskApi(deskCodesRevokeLinkingCodeRoute, { params: { id: code.id } });
      await codes.reload();
      return m.linking.revoked(code.hint);
    },
  });
  const revoking = revoke.asking;

  const revokeColumn: DeskColumn<ListedLinkingCode> = {
    key: "actions",
    label: m.linking.columns.actions,
    sortable: false,
    value: () => "",
    render: (c) =>
      c.state === "unused" && (
        <button
          type="button"
          className={styles.danger}
          aria-label={m.linking.revokeLabel(c.hint)}
          onClick={() => revoke.start(c)}
        >
          {m.linking.revoke}
        </button>
      ),
  };
  const columns: DeskColumn<ListedLinkingCode>[] = [
    { key: "hint", label: m.linking.columns.hint, value: (c) => c.hint },
    { key: "course", label: m.linking.columns.course, value: (c) => m.product[c.product] },
    {
      key: "months",
      label: m.linking.columns.months,
      value: (c) => c.months,
      render: (c) => m.linking.months(c.months),
    },
    {
      key: "expiresAt",
      label: m.linking.columns.expiresAt,
      value: (c) => c.expiresAt,
      render: (c) => deskDate(c.expiresAt),
    },
    { key: "state", label: m.linking.columns.state, value: (c) => m.linking.state[c.state] },
    { key: "redeemedBy", label: m.linking.columns.redeemedBy, value: (c) => c.redeemedBy ?? "" },
    ...(mayChange ? [revokeColumn] : []),
  ];

  return (
    <section className={styles.section} aria-labelledby="linking-codes">
      <h2 id="linking-codes" className={styles.sectionTitle}>
        {m.linking.title}
      </h2>
      <DeskOutcomeLine outcome={revoke.outcome} />
      {mayChange && (
        <IssueForm
          onIssued={(fresh) => {
            setIssued(fresh);
            revoke.clear();
            void codes.reload();
          }}
        />
      )}
      {issued && <IssuedCodes issued={issued} />}
      <DeskRead load={codes} loading={m.loading}>
        {(codes) => (
          <DeskTable
            caption={m.linking.listCaption}
            columns={columns}
            rows={codes.codes}
            rowKey={(c) => c.id}
            emptyText={m.linking.empty}
          />
        )}
      </DeskRead>
      <ConfirmDialog
        {...revoke.dialog}
        title={m.linking.revokeQuestion(revoking?.hint ?? "")}
        confirmLabel={m.linking.revoke}
      >
        <p>{m.linking.revokeConsequence}</p>
      </ConfirmDialog>
    </section>
  );
}

/** docs/product/publishers-desk.md#codes: this month's preview code, and linking codes issued, listed and revoked. */
export function CodesScreen() {
  const mayChange = useDeskMayChange("codes");
  return (
    <DeskScreen title={m.title} gate={{ area: "codes", readOnly: m.readOnly }}>
      <PreviewCodeSection mayChange={mayChange} />
      <LinkingCodeSection mayChange={mayChange} />
    </DeskScreen>
  );
}
