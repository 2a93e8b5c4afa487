"use client";

import type { DeskPartner, DeskPartnerSecret } from "@awd/core/contract/desk-partners";
import { formatJapaneseDate } from "@awd/core/dates";
import { partnerIdProblem, partnerIdProblems, typedPartnerId } from "@awd/core/partner-id";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { deskPartnersMessages as m } from "@/messages/desk-partners";
import { actionKeys } from "../action-keys";
import { ConfirmDialog } from "../ConfirmDialog";
import { type DeskColumn, DeskTable } from "../DeskTable";
import { useDeskMayChange } from "../desk-operator";
import { deskApi, deskErrorOf } from "../deskApi";
import { EditorialScreen } from "./EditorialScreen";
import styles from "./editorial.module.css";
import { PartnerSecretOnce } from "./PartnerSecretOnce";

// A partner added again after a failure goes with its first key: its secret is made once.
const partnerKeys = actionKeys();

type Asking = { kind: "rotate" | "off"; partner: DeskPartner };

/**
 * Alliance partners on the desk (docs/product/publishers-desk.md#partners): the list (never a
 * secret), registering one, a new secret (after asking; shown once), turning one or its Referer entry off and on.
 */
export function PartnersScreen() {
  const canWrite = useDeskMayChange("partners");
  const formId = useId();
  const [partners, setPartners] = useState<DeskPartner[]>();
  const [loadFailure, setLoadFailure] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [secret, setSecret] = useState<DeskPartnerSecret>();
  const [asking, setAsking] = useState<Asking>();
  const [busy, setBusy] = useState(false);
  const [newId, setNewId] = useState("");
  const [idProblem, setIdProblem] = useState<string>();

  const load = useCallback(async () => {
    try {
      setPartners((await deskApi<{ partners: DeskPartner[] }>("/desk/partners")).partners);
      setLoadFailure(undefined);
    } catch (error) {
      setLoadFailure(deskErrorOf(error).message);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const act = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    setFailure(undefined);
    setStatus(undefined);
    try {
      setStatus(await work());
      await load();
    } catch (error) {
      const failed = deskErrorOf(error);
      setFailure(failed.status === 409 ? m.taken : failed.message);
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const id = typedPartnerId(newId);
    if (partnerIdProblems(id).length > 0) {
      setIdProblem(partnerIdProblem);
      document.getElementById(`${formId}-id`)?.focus();
      return;
    }
    setIdProblem(undefined);
    await act(async () => {
      setSecret(
        await deskApi<DeskPartnerSecret>("/desk/partners", { method: "POST", body: { id }, keys: partnerKeys }),
      );
      setNewId("");
      return undefined;
    });
  };

  const setState = (partner: DeskPartner, state: { enabled?: boolean; refererEntry?: boolean }) =>
    act(async () => {
      await deskApi(`/desk/partners/${partner.id}/state`, { method: "POST", body: state });
      if (state.refererEntry !== undefined) return m.refererChanged(partner.id, state.refererEntry);
      return state.enabled ? m.turnedOn(partner.id) : m.turnedOff(partner.id);
    });

  const confirm = async () => {
    if (!asking) return;
    const { kind, partner } = asking;
    if (kind === "off") await setState(partner, { enabled: false });
    else
      await act(async () => {
        setSecret(await deskApi<DeskPartnerSecret>(`/desk/partners/${partner.id}/secret`, { method: "POST" }));
        return undefined;
      });
    setAsking(undefined);
  };

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
            onClick={() => setAsking({ kind: "rotate", partner: p })}
            aria-label={`${m.rotate}: ${p.id}`}
          >
            {m.rotate}
          </button>
          {p.enabled ? (
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => setAsking({ kind: "off", partner: p })}
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
      <EditorialScreen
        title={m.title}
        lead={m.lead}
        announcement={secret && <PartnerSecretOnce secret={secret} onClose={() => setSecret(undefined)} />}
        status={status}
        failure={asking ? undefined : failure}
        items={partners}
        loadFailure={loadFailure}
        loading={m.loading}
        reload={load}
      >
        {(partners) => (
          <DeskTable caption={m.caption} columns={columns} rows={partners} rowKey={(p) => p.id} emptyText={m.empty} />
        )}
      </EditorialScreen>
      {canWrite && (
        <section className={styles.section} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`} className={styles.sectionTitle}>
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
        open={asking !== undefined}
        title={
          asking
            ? asking.kind === "rotate"
              ? m.confirmRotate(asking.partner.id)
              : m.confirmOff(asking.partner.id)
            : ""
        }
        confirmLabel={asking?.kind === "rotate" ? m.rotateVerb : m.offVerb}
        onConfirm={confirm}
        onCancel={() => setAsking(undefined)}
        busy={busy}
        error={asking ? failure : undefined}
      >
        <p>{asking?.kind === "rotate" ? m.confirmRotateBody : m.confirmOffBody}</p>
      </ConfirmDialog>
    </>
  );
}
