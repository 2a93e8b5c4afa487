// pdf.js is loaded on demand, by the viewer only, so no other route carries it in its JavaScript.
// Its worker is a file of our own build (the bundler follows new URL(…, import.meta.url)), never a CDN.
type PdfJs = typeof import("pdfjs-dist");

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import("pdfjs-dist").then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerPort = new Worker(
        new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url),
        { type: "module" },
      );
      return pdfjs;
    },
    (error: unknown) => {
      // A failed download may succeed on the reader's retry: forget it.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
