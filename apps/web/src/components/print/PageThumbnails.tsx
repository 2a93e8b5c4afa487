import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { useEffect, useRef } from "react";
import { printMessages } from "@/messages/print";
import styles from "./PageThumbnails.module.css";

const thumbnailWidthPx = 72;

/** A small drawing of one page, made when it scrolls into the strip's view. */
function Thumbnail({ pdf, pageNumber }: { pdf: PDFDocumentProxy; pageNumber: number }) {
  const host = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let renderTask: RenderTask | undefined;
    let cancelled = false;
    const draw = async () => {
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale: thumbnailWidthPx / page.getViewport({ scale: 1 }).width });
      const ratio = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
      const canvas = document.createElement("canvas");
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.className = styles.canvas ?? "";
      renderTask = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await renderTask.promise;
      if (!cancelled) element.replaceChildren(canvas);
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // A thumbnail that cannot be drawn stays a blank sheet with its number: nothing to report.
      draw().catch(() => {});
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      renderTask?.cancel();
    };
  }, [pdf, pageNumber]);

  return <span ref={host} className={styles.sheet} aria-hidden="true" />;
}

interface PageThumbnailsProps {
  pdf: PDFDocumentProxy;
  pageCount: number;
  current: number;
  onSelect: (page: number) => void;
}

/** The strip of every page; the current one is marked and kept in view. */
export function PageThumbnails({ pdf, pageCount, current, onSelect }: PageThumbnailsProps) {
  const strip = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = strip.current;
    const item = list?.querySelector<HTMLElement>(`[data-page="${current}"]`);
    if (!list || !item) return;
    // Scrolls the strip only, never the page around it (scrollIntoView would).
    list.scrollTo({ left: item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2, behavior: "smooth" });
  }, [current]);

  return (
    <nav aria-label={printMessages.thumbnails} className={styles.strip}>
      <ol ref={strip} className={styles.list}>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => (
          <li key={page} data-page={page}>
            <button
              type="button"
              className={styles.button}
              aria-label={printMessages.thumbnail(page)}
              aria-current={page === current ? "page" : undefined}
              onClick={() => onSelect(page)}
            >
              <Thumbnail pdf={pdf} pageNumber={page} />
              <span className={styles.number} aria-hidden="true">
                {page}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
