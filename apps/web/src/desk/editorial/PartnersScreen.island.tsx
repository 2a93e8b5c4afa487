"use client";

import type { DeskPartner, DeskPartnerSecret } from "@awd/core/contract/desk-partners";
import { formatJapaneseDate } from "@awd/core/dates";
import { partnerIdProblems, typedPartnerId } from "@awd/core/partner-id";
import { type FormEvent, useId, useState } from "react";
import {
  deskPartnersAddRoute,
  deskPartnersListRoute,
  deskPartnersRotateSecretRoute,
  deskPartnersSetStateRoute,
} from "@/api/desk-partners.generated";
import { deskPartnersMessages as m } from "@/messages/desk-partners";
import { actionKeys } from "../action-keys";
import { ConfirmDialog } from "../ConfirmDialog";
import { DeskScreen } from "../DeskScreen";
import { type DeskColumn, DeskTable } from "../DeskTable";
import { useDeskMayChange } from "../desk-operator";
import styles from "../desk-screen.module.css";
import { deskApi } from "../deskApi";
import { useDeskAction } from "../useDeskAction";
import { useDeskLoad } from "../useDeskLoad";
import { PartnerSecretOnce } from "./PartnerSecretOnce";

// A partner added again after a failure goes with its first key: its secret is made once.
const partnerKeys = actionKeys();

/** A change of partners: adding one, a new secret and turning one off are asked first but adding. */
type Change =
  | { kind: "add"; id: string }
  | { kind: "rotate"; partner: DeskPartner }
  | { kind: "off"; partner: DeskPartner }
  | { kind: "state"; partner: DeskPartner; state: { enabled?: boolean; refererEntry?: boolean } };

/**
 * Alliance partners on the desk (docs/product/publishers-desk.md#partners): the list (never a
 * secret), registering one, a new secret (after asking; shown once), turning one or its Referer entry off and on.
 */
export function PartnersScreen() {
  const canWrite = useDeskMayChange("partners");
  const formId = useId();
  const list = useDeskLoad(deskPartnersListRoute.path, async () => (await deskApi(deskPartnersListRoute)).partners);
  const [secret, setSecret] = useState<DeskPartnerSecret>();
  const [newId, setNewId] = useState("");
  const [idProblem, setIdProblem] = useState<string>();

  const change = useDeskAction<Change>({
    confirm: (c) => c.kind === "rotate" || c.kind === "off",
    // A partner id already registered.
    problems: { "409": m.taken },
    run: async (c) => {
      let done: string | undefined;
      if (c.kind === "add") {
        setSecret(await deskApi(deskPartnersAddRoute, { body: { id: c.id }, keys: partnerKeys }));
        setNewId("");
      } else if (c.kind === "rotate")
        setSecret(await deskApi(deskPartnersRotateSecretRoute, { params: { id: c.partner.id } }));
      else {
        const state = c.kind === "off" ? { enabled: false } : c.state;
        await deskApi(deskPartnersSetStateRoute, { params: { id: c.partner.id }, body: state });
        if (state.refererEntry !== undefined) done = m.refererChanged(c.partner.id, state.refererEntry);
        else done = state.enabled ? m.turnedOn(c.partner.id) : m.turnedOff(c.partner.id);
      }
      await list.reload();
      return done;
    },
  });
  const busy = change.pending;
  const asking = change.asking?.kind === "rotate" || change.asking?.kind === "off" ? change.asking : undefined;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const id = typedPartnerId(newId);
    if (partnerIdProblems(id).length > 0) {
      setIdProblem(m.idProblem);
      document.getElementById(`${formId}-id`)?.focus();
      return;
    }
    setIdProblem(undefined);
    await change.start({ kind: "add", id });
  };
  const setState = (partner: DeskPartner, state: { enabled?: boolean; refererEntry?: boolean }) =>
    change.start({ kind: "state", partner, state });

  const columns: DeskColumn<DeskPartner>[] = [
    { key: "id", label: m.columns.id, value: (p) => p.id },
    { key: "state", label: m.columns.state, value: (p) => (p.enabled ? m.enabled : m.disabled) },
    { key: "referer", label: m.columns.referer, value: (p) => (p.refererEntry ? m.refererOn : m.refererOff) },
    { key: "secret", label: m.columns.secret, value: () => m.secretKept, sortable: false },
    {
      key: "createdAt",
      label: m.columns.createdAt,
      value: (p) => p.createdAt,
      render: (p) => formatJapaneseDate(p.createdAt),
    },
  ];
  if (canWrite)
    columns.push({
      key: "actions",
      label: m.columns.actions,
      sortable: false,
      value: () => "",
      render: (p) => (
        <span className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => change.start({ kind: "rotate", partner: p })}
            aria-label={`${m.rotate}: ${p.id}`}
          >
            {m.rotate}
          </button>
          {p.enabled ? (
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => change.start({ kind: "off", partner: p })}
              aria-label={`${m.turnOff}: ${p.id}`}
            >
              {m.turnOff}
            </button>
          ) : (
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => setState(p, { enabled: true })}
              aria-label={`${m.turnOn}: ${p.id}`}
            >
              {m.turnOn}
            </button>
          )}
          <button
            type="button"
            className={styles.button}
            disabled={busy}
            onClick={() => setState(p, { refererEntry: !p.refererEntry })}
            aria-label={`${p.refererEntry ? m.refererDeny : m.refererAllow}: ${p.id}`}
          >
            {p.refererEntry ? m.refererDeny : m.refererAllow}
          </button>
        </span>
      ),
    });

  return (
    <>
      <DeskScreen
        title={m.title}
        lead={m.lead}
        above={secret && <PartnerSecretOnce secret={secret} onClose={() => setSecret(undefined)} />}
        outcome={change.outcome}
        read={{ load: list, loading: m.loading }}
      >
        {(partners: DeskPartner[]) => (
          <DeskTable caption={m.caption} columns={columns} rows={partners} rowKey={(p) => p.id} emptyText={m.empty} />
        )}
      </DeskScreen>
      {canWrite && (
        <section className={styles.panel} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`} className={styles.panelTitle}>
            {m.addTitle}
          </h2>
          <form onSubmit={add} noValidate>
            <p className={styles.field}>
              <label htmlFor={`${formId}-id`}>{m.idLabel}</label>
              <input
                id={`${formId}-id`}
                type="text"
                value={newId}
                onChange={(event) => setNewId(event.target.value)}
                aria-invalid={idProblem ? true : undefined}
                aria-describedby={`${formId}-hint${idProblem ? ` ${formId}-problem` : ""}`}
                autoCapitalize="none"
                spellCheck={false}
              />
              <span id={`${formId}-hint`} className={styles.hint}>
                {m.idHint}
              </span>
              {idProblem && (
                <span id={`${formId}-problem`} className={styles.problem}>
                  {idProblem}
                </span>
              )}
            </p>
            <p className={styles.buttons}>
              <button type="submit" className={styles.primary} disabled={busy}>
                {busy ? m.adding : m.add}
              </button>
            </p>
          </form>
        </section>
      )}
      <ConfirmDialog
        {...change.dialog}
        open={asking !== undefined}
        title={
          asking
            ? asking.kind === "rotate"
              ? m.confirmRotate(asking.partner.id)
              : m.confirmOff(asking.partner.id)
            : ""
        }
        confirmLabel={asking?.kind === "rotate" ? m.rotateVerb : m.offVerb}
      >
        <p>{asking?.kind === "rotate" ? m.confirmRotateBody : m.confirmOffBody}</p>
      </ConfirmDialog>
    </>
  );
}
