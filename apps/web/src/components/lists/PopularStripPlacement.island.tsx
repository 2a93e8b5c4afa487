"use client";

import { popularStripForm } from "@awd/core/popular-strip";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import styles from "./PopularStripPlacement.module.css";

/**
 * The layout's popular strip, in the form the page calls for. Both forms are rendered on the server;
 * this only picks one by the path, so the strip itself ships no JavaScript.
 */
export function PopularStripPlacement({ full, compact }: { full: ReactNode; compact: ReactNode }) {
  const form = popularStripForm(usePathname());
  if (form === "in-page") return null;
  return <div className={form === "compact" ? styles.compact : styles.full}>{form === "compact" ? compact : full}</div>;
}
