"use client";

import { toastAutoCloseMs } from "@awd/core/constants";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { ToastContainer, toast } from "react-toastify";
import { engagementMessages } from "@/messages/engagement";

// The toasts of notifyError and notifySuccess (engagement/notify-error.ts), in a React root of their own at the end
// of the body, so any island can call it wherever it sits. react-toastify injects its own styles.
function ErrorToasts({ onReady }: { onReady(): void }) {
  useEffect(() => onReady(), [onReady]);
  return (
    <ToastContainer
      position="top-right"
      autoClose={toastAutoCloseMs}
      aria-label={engagementMessages.toasts}
      closeButton={({ closeToast }) => (
        <button type="button" className="Toastify__close-button" onClick={closeToast}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{engagementMessages.toastClose}</span>
        </button>
      )}
    />
  );
}

/** Mounts the toast container once; resolves with the function that shows a toast. */
export function mountErrorToasts(): Promise<(message: string, kind: "error" | "success") => void> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    host.dataset.errorToasts = "";
    document.body.append(host);
    // The same message twice while the first still shows is one toast.
    const show = (message: string, kind: "error" | "success") => void toast[kind](message, { toastId: message });
    createRoot(host).render(<ErrorToasts onReady={() => resolve(show)} />);
  });
}
