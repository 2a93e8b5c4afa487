import type { SaveWordRequest } from "@awd/core/contract/notebook";
import { failedStatus } from "@awd/core/request-failure";
import { useEffect, useState } from "react";
import { useSession } from "@/auth/session-store";
import { notebookMessages } from "@/messages/notebook";
import { postWord } from "@/notebook/save-word";
import {
  forgetWord,
  keptWords,
  offlineQueueKey,
  refusedForGood,
  signInWordKey,
  type WordStore,
} from "@/notebook/word-queue";
import styles from "./WordPopover.module.css";

const { save: messages } = notebookMessages;

async function sendAll(store: WordStore, key: string): Promise<SaveWordRequest[]> {
  const sent: SaveWordRequest[] = [];
  for (const word of keptWords(store, key)) {
    try {
      await postWord(word);
      forgetWord(store, key, word);
      sent.push(word);
    } catch (error) {
      if (!refusedForGood(failedStatus(error))) break;
      forgetWord(store, key, word);
    }
  }
  return sent;
}

// docs/product/word-lookup.md#saving-from-the-popover: sends, once the reader is signed in, the word kept
// through the sign-in round trip and the words saved while offline, and says they were saved.
export function KeptWordsSender({ attempt }: { attempt: number }) {
  const [notice, setNotice] = useState<string | null>(null);
  const signedIn = useSession().status === "signed-in";

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt changes when the browser is back online, to send again
  useEffect(() => {
    if (!signedIn) return;
    let stale = false;
    (async () => {
      const [signInWord] = await sendAll(sessionStorage, signInWordKey);
      const offline = await sendAll(localStorage, offlineQueueKey);
      if (stale) return;
      if (signInWord) setNotice(messages.savedAfterSignIn(signInWord.word));
      else if (offline.length > 0) setNotice(messages.queuedSent(offline.length));
    })();
    return () => {
      stale = true;
    };
  }, [attempt, signedIn]);

  if (!notice) return null;
  return (
    <div className={styles.toast} role="status" data-kept-words-notice="">
      <span>{notice}</span>
      <button type="button" className={styles.textButton} onClick={() => setNotice(null)}>
        {messages.dismiss}
      </button>
    </div>
  );
}
