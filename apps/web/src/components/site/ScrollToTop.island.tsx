"use client";

import { breakpointsPx } from "@awd/core/constants";
import { useEffect, useState } from "react";
import { siteMessages } from "@/messages/site";
import styles from "./ScrollToTop.module.css";

// docs/product/site-and-urls.md#shared-layout: the scroll-to-top button shows when the footer is in
// view or, on wide screens, once the reader has scrolled down.
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${breakpointsPx.tablet + 1}px)`);
    const footer = document.querySelector("[data-site-footer]");
    let footerInView = false;
    const update = () => setVisible(footerInView || (wide.matches && window.scrollY > window.innerHeight / 2));
    const observer = new IntersectionObserver((entries) => {
      footerInView = entries.some((entry) => entry.isIntersecting);
      update();
    });
    if (footer) observer.observe(footer);
    window.addEventListener("scroll", update, { passive: true });
    wide.addEventListener("change", update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", update);
      wide.removeEventListener("change", update);
    };
  }, []);

  return (
    <button
      type="button"
      className={styles.button}
      hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("page-top")?.focus({ preventScroll: true });
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path fill="currentColor" d="M12 7.6 4.7 14.9l1.4 1.4L12 10.4l5.9 5.9 1.4-1.4L12 7.6Z" />
      </svg>
      <span className="visually-hidden">{siteMessages.scrollToTop}</span>
    </button>
  );
}
