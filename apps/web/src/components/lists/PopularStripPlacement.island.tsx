"use client";

import { popularStripForm } from "@awd/core/popular-strip";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import styles from "./PopularStripPlacement.module.css";

/**
 * The layout's popular strip, in the form the page calls for. The strip is rendered once on the
 * server, in its full form; this only names the form by the path (data-popular-form), and the
 * strip's own styles draw the compact one, so the strip ships no JavaScript and comes once in the
 * page's flight payload.
 */
export function PopularStripPlacement({ children }: { children: ReactNode }) {
  const form = popularStripForm(usePathname());
  if (form === "in-page") return null;
  return (
    <div className={form === "compact" ? styles.compact : styles.full} data-popular-form={form}>
      {children}
    </div>
  );
}
