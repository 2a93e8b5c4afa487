import type { Metadata } from "next";
import Link from "next/link";
import notice from "@/components/notices/notice.module.css";
import { offlineMessages } from "@/messages/offline";

export const metadata: Metadata = { title: offlineMessages.title, robots: { index: false } };

// docs/product/offline-and-reading-comfort.md#offline-reading: what the service worker answers, with
// no network, for a page the device has not kept. Precached with the app shell.
export default function OfflinePage() {
  return (
    <div className={notice.notice}>
      <h1>{offlineMessages.heading}</h1>
      <p>{offlineMessages.text}</p>
      <p className={notice.actions}>
        <Link href="/" className={notice.pill}>
          {offlineMessages.home}
        </Link>
      </p>
    </div>
  );
}
