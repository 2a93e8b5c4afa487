"use client";

import { formatJapaneseDate } from "@awd/core/dates";
import { useEffect, useState } from "react";
import { useSession } from "@/auth/session-store";
import { printEditionHref, withBase } from "@/lib/paths";
import { savedIssueMessages as messages } from "@/messages/saved-issue";
import { savedIssueChangedEvent, savingCode } from "@/offline/saved-account";
import type { SavedIssueRecord } from "@/offline/saved-issue";
import buttons from "../offline/SaveIssue.module.css";
import styles from "./MyPage.module.css";

interface Storage {
  account: string;
  record: SavedIssueRecord | null;
  /** what the browser says this site uses and may use on the device, when it says */
  estimate: { usage: number; quota: number } | null;
}

const estimate = async (): Promise<Storage["estimate"]> => {
  const answer = await navigator.storage?.estimate?.().catch(() => undefined);
  return answer?.usage !== undefined && answer.quota !== undefined
    ? { usage: answer.usage, quota: answer.quota }
    : null;
};

/**
 * My page's account of the device (docs/product/offline-and-reading-comfort.md#saving-an-issue): the
 * issue this account saved, its size and a way to remove it, and how much the site keeps on the device.
 */
export function SavedIssueStorage() {
  const session = useSession();
  const email = session.status === "signed-in" ? session.user?.email : undefined;
  const [storage, setStorage] = useState<Storage | null>(null);

  useEffect(() => {
    if (!email || typeof caches === "undefined") return;
    let current = true;
    const read = () =>
      void savingCode().then(async ({ accountKey, savedIssueOf }) => {
        const account = await accountKey(email);
        const [record, used] = await Promise.all([savedIssueOf(account), estimate()]);
        if (current) setStorage({ account, record, estimate: used });
      });
    read();
    window.addEventListener(savedIssueChangedEvent, read);
    return () => {
      current = false;
      window.removeEventListener(savedIssueChangedEvent, read);
    };
  }, [email]);

  if (!storage) return null;
  const { record } = storage;
  const remove = async () => {
    const { removeSavedIssue } = await savingCode();
    await removeSavedIssue(storage.account);
  };

  return (
    <section className={styles.card} aria-labelledby="device-heading" data-device-storage>
      <h2 id="device-heading">{messages.deviceTitle}</h2>
      {record ? (
        <>
          <p>{messages.deviceSaved(formatJapaneseDate(record.issueDate), record.articles, record.bytes)}</p>
          <button type="button" className={buttons.quiet} onClick={remove}>
            {messages.remove}
          </button>
        </>
      ) : (
        <p>
          {messages.deviceNothing} <a href={withBase(printEditionHref)}>{messages.devicePrintList}</a>
        </p>
      )}
      {storage.estimate && <p>{messages.deviceUsage(storage.estimate.usage, storage.estimate.quota)}</p>}
    </section>
  );
}
