import { FailedResponseError } from "@awd/core/errors";

// docs/product/errors-and-retries.md#toasts: a server's error message is shown as a toast at the
// top right, closing by itself after 5000 ms; so is the news that something the reader did
// succeeded. Any island may call them; react-toastify loads on the first call only, never with a
// page's first load.
type ToastKind = "error" | "success";
type ShowToast = (message: string, kind: ToastKind) => void;

let toaster: Promise<ShowToast> | undefined;

function notify(message: string, kind: ToastKind): void {
  toaster ??= import("@/components/engagement/ErrorToasts.island").then((module) => module.mountErrorToasts());
  toaster.then(
    (show) => show(message, kind),
    (error: unknown) => {
      toaster = undefined;
      console.error(`The error toast could not be shown: ${message}`, error);
    },
  );
}

export const notifyError = (message: string): void => notify(message, "error");
export const notifySuccess = (message: string): void => notify(message, "success");

/**
 * Whether a failed write is the server's failure (5xx) or never reached it: that is a toast. A
 * refusal (4xx, e.g. a wrong code) is the form's to tell beside its field.
 */
export const isServerFailure = (error: unknown): boolean =>
  !(error instanceof FailedResponseError) || error.status >= 500;
