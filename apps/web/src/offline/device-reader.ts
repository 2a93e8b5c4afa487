import { useSyncExternalStore } from "react";
import { savedAccount, savedIssueChangedEvent } from "./saved-account";

// What this device knows of its reader without asking anyone: whether it is online, and whether an
// issue is saved on it for the account signed in here (docs/product/offline-and-reading-comfort.md#saving-an-issue).
// Read live: the network comes and goes, and an issue is saved or removed while the page is open.

const events = ["online", "offline", "storage", savedIssueChangedEvent];

const subscribe = (listener: () => void) => {
  for (const name of events) window.addEventListener(name, listener);
  return () => {
    for (const name of events) window.removeEventListener(name, listener);
  };
};

// One number, so React compares the snapshot by value: 1 online, 2 an issue saved.
const online = 1;
const issueSaved = 2;
const snapshot = () => (navigator.onLine ? online : 0) | (savedAccount() !== null ? issueSaved : 0);
// The server renders what an anonymous visitor sees: online, nothing saved.
const serverSnapshot = () => online;

export function useDeviceReader(): { online: boolean; issueSavedOnDevice: boolean } {
  const known = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { online: (known & online) !== 0, issueSavedOnDevice: (known & issueSaved) !== 0 };
}
