import type { PDFDocumentProxy } from "pdfjs-dist";
import { useEffect, useState } from "react";
import { loadPdfJs } from "./pdfjs";

export type PdfDocumentState =
  | { status: "idle" }
  /** fraction loaded, or null while the size is not known */
  | { status: "loading"; progress: number | null }
  | { status: "ready"; document: PDFDocumentProxy }
  | { status: "failed"; retry: () => void };

/** Opens the PDF at this URL with pdf.js (loaded on first use), reporting how much has arrived. */
export function usePdfDocument(url: string | null): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reader's retry: it must run the effect again
  useEffect(() => {
    if (!url) {
      setState({ status: "idle" });
      return;
    }
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    setState({ status: "loading", progress: null });
    const fail = () => {
      if (!cancelled) setState({ status: "failed", retry: () => setAttempt((n) => n + 1) });
    };
    loadPdfJs().then((pdfjs) => {
      if (cancelled) return;
      // No eval: the PDFs are ours, but the page's script policy should not have to allow it.
      const task = pdfjs.getDocument({ url, isEvalSupported: false, enableXfa: false });
      destroy = () => task.destroy();
      task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
        if (!cancelled) setState({ status: "loading", progress: total > 0 ? Math.min(1, loaded / total) : null });
      };
      task.promise.then((document) => {
        if (!cancelled) setState({ status: "ready", document });
      }, fail);
    }, fail);
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url, attempt]);

  return state;
}
