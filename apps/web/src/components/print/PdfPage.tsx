import type { PDFDocumentProxy, RenderTask, TextLayer } from "pdfjs-dist";
import { type CSSProperties, useEffect, useRef } from "react";
import styles from "./PdfPage.module.css";
import { normaliseTextContent } from "./page-text";
import { loadPdfJs } from "./pdfjs";
import { canvasPixelRatio } from "./viewer-scale";

interface PdfPageProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  /** CSS pixels per PDF point */
  scale: number;
  widthPx: number;
  heightPx: number;
  onRendered?: (pageNumber: number) => void;
  onFailed?: () => void;
}

// pdf.js's text layer measures text on canvases it appends to <body>; its own stylesheet (which we
// do not load) hides them. Hidden, they stay out of the page's landmarks and the reading order.
const hideMeasuringCanvases = () => {
  for (const canvas of document.querySelectorAll<HTMLCanvasElement>("body > canvas.hiddenCanvasElement"))
    canvas.hidden = true;
};

const isCancelled = (error: unknown) => error instanceof Error && error.name === "RenderingCancelledException";

/**
 * One page: drawn on a canvas, with pdf.js's text layer over it so its text can be selected, copied
 * and read aloud. A new drawing replaces the old one only when finished, so zooming never flashes
 * an empty page: meanwhile the old drawing is stretched to the new size.
 */
export function PdfPage({ pdf, pageNumber, scale, widthPx, heightPx, onRendered, onFailed }: PdfPageProps) {
  const canvasHost = useRef<HTMLDivElement>(null);
  const textHost = useRef<HTMLDivElement>(null);
  // Read at the end of a drawing, so new callbacks need no new drawing.
  const callbacks = useRef({ onRendered, onFailed });
  callbacks.current = { onRendered, onFailed };

  useEffect(() => {
    let cancelled = false;
    let renderTask: RenderTask | undefined;
    let textLayer: TextLayer | undefined;
    (async () => {
      const [pdfjs, page] = await Promise.all([loadPdfJs(), pdf.getPage(pageNumber)]);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      const ratio = canvasPixelRatio(window.devicePixelRatio, viewport.width, viewport.height);
      const canvas = document.createElement("canvas");
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.className = styles.canvas ?? "";
      canvas.setAttribute("aria-hidden", "true");
      renderTask = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await renderTask.promise;
      if (cancelled) return;
      canvasHost.current?.replaceChildren(canvas);
      const layer = document.createElement("div");
      layer.className = "textLayer";
      const text = normaliseTextContent(await page.getTextContent());
      if (cancelled) return;
      textLayer = new pdfjs.TextLayer({ textContentSource: text, container: layer, viewport });
      await textLayer.render();
      hideMeasuringCanvases();
      if (cancelled) return;
      textHost.current?.replaceChildren(layer);
      callbacks.current.onRendered?.(pageNumber);
    })().catch((error: unknown) => {
      if (!cancelled && !isCancelled(error)) callbacks.current.onFailed?.();
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    };
  }, [pdf, pageNumber, scale]);

  const style = { width: widthPx, height: heightPx, "--total-scale-factor": scale } as CSSProperties;
  return (
    <div className={styles.page} style={style} data-page-number={pageNumber}>
      <div ref={canvasHost} className={styles.drawing} />
      <div ref={textHost} className={styles.text} />
    </div>
  );
}
