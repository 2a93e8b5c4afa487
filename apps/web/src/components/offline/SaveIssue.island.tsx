"use client";

import { useEffect, useState } from "react";
import { useSession } from "@/auth/session-store";
import { savedIssueMessages as messages } from "@/messages/saved-issue";
import { savedIssueChangedEvent, savingCode } from "@/offline/saved-account";
import type { IssuePlan, SavedIssueRecord } from "@/offline/saved-issue";
import styles from "./SaveIssue.module.css";

type Step =
  | { kind: "idle" }
  | { kind: "planning" }
  | { kind: "planned"; plan: IssuePlan }
  | { kind: "saving"; done: number; total: number }
  | { kind: "saved"; record: SavedIssueRecord }
  | { kind: "failed" };

/**
 * "この号を保存" for one weekly issue (docs/product/offline-and-reading-comfort.md#saving-an-issue):
 * the size first, then a progress bar while every article, image and audio file is kept on the
 * device for this account; a saved issue shows its mark and can be removed. What it shows as saved is
 * the account's one record, read again whenever the saved issue changes (savedIssueChangedEvent).
 */
export function SaveIssue({ issueDate, title }: { issueDate: string; title: string }) {
  const session = useSession();
  const email = session.status === "signed-in" ? session.user?.email : undefined;
  const [account, setAccount] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: "idle" });

  useEffect(() => {
    setAccount(null);
    if (!email) return;
    let current = true;
    const read = () =>
      void savingCode().then(async ({ accountKey, savedIssueOf }) => {
        const key = await accountKey(email);
        const record = await savedIssueOf(key);
        if (!current) return;
        setAccount(key);
        // The device keeps one issue: saving another one replaces this one, which then shows as not
        // saved. A size being offered, a save under way or its failure stays until the reader moves on.
        setStep((shown) =>
          shown.kind !== "idle" && shown.kind !== "saved"
            ? shown
            : record?.issueDate === issueDate
              ? { kind: "saved", record }
              : { kind: "idle" },
        );
      });
    read();
    window.addEventListener(savedIssueChangedEvent, read);
    return () => {
      current = false;
      window.removeEventListener(savedIssueChangedEvent, read);
    };
  }, [email, issueDate]);

  if (!account) return null;

  const plan = async () => {
    setStep({ kind: "planning" });
    try {
      const { planIssue } = await savingCode();
      setStep({ kind: "planned", plan: await planIssue(issueDate, account) });
    } catch {
      setStep({ kind: "failed" });
    }
  };
  const save = async (planned: IssuePlan) => {
    setStep({ kind: "saving", done: 0, total: planned.entries.length });
    try {
      const { saveIssue } = await savingCode();
      const record = await saveIssue(planned, (done, total) => setStep({ kind: "saving", done, total }));
      setStep({ kind: "saved", record });
    } catch {
      setStep({ kind: "failed" });
    }
  };
  const remove = async () => {
    const { removeSavedIssue } = await savingCode();
    await removeSavedIssue(account);
  };

  return (
    <section className={styles.box} aria-label={messages.region(title)} data-saved-issue={issueDate}>
      {step.kind === "idle" && (
        <button type="button" className={styles.button} onClick={plan}>
          {messages.save}
        </button>
      )}
      {step.kind === "planning" && <p role="status">{messages.planning}</p>}
      {step.kind === "planned" &&
        (step.plan.entries.length === 0 ? (
          <p role="status">{messages.noArticles}</p>
        ) : (
          <>
            <p role="status">
              {messages.plan(
                step.plan.articles.filter((a) => a.access).length,
                step.plan.size.bytes,
                step.plan.size.known,
              )}
            </p>
            <p className={styles.actions}>
              <button type="button" className={styles.button} onClick={() => save(step.plan)}>
                {messages.confirm}
              </button>
              <button type="button" className={styles.quiet} onClick={() => setStep({ kind: "idle" })}>
                {messages.cancel}
              </button>
            </p>
          </>
        ))}
      {step.kind === "saving" && (
        <label className={styles.progress}>
          {messages.saving(step.done, step.total)}
          <progress value={step.done} max={step.total} />
        </label>
      )}
      {step.kind === "saved" && (
        <>
          <p className={styles.mark} data-saved-bytes={step.record.bytes} data-saved-seconds={step.record.seconds}>
            <strong>{messages.saved}</strong> {messages.savedDetail(step.record.articles, step.record.bytes)}
          </p>
          <button type="button" className={styles.quiet} onClick={remove}>
            {messages.remove}
          </button>
        </>
      )}
      {step.kind === "failed" && (
        <div role="alert">
          <p>{messages.failed}</p>
          <button type="button" className={styles.button} onClick={plan}>
            {messages.retry}
          </button>
        </div>
      )}
    </section>
  );
}
