"use client";

import { type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { headerMessages } from "@/messages/site";
import { CloseIcon } from "./CloseIcon";
import { HeaderSearch } from "./HeaderSearch.island";
import styles from "./SideMenu.module.css";

// The category of the page shown, for the highlight: the one the page's own category strip marks
// (the server knows it there; the menu lives in the layout, which does not).
const currentCategory = () =>
  document.querySelector<HTMLElement>("main a[aria-current='page'][data-nav-category]")?.dataset.navCategory;

// docs/product/site-and-urls.md#shared-layout: the hamburger side menu of tablet and phone widths,
// with the search form and the navigation (given as children). It closes on its close button,
// Escape, an item click, or the browser's back button: opening it adds a history entry, which back
// removes; a link followed from the menu replaces that entry.
export function SideMenu({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const ownsEntry = useRef(false);

  const show = () => {
    window.history.pushState({ awdSideMenu: true }, "");
    ownsEntry.current = true;
    setOpen(true);
    dialog.current?.showModal();
    const current = currentCategory();
    for (const link of dialog.current?.querySelectorAll<HTMLAnchorElement>("a[data-nav-category]") ?? []) {
      if (link.dataset.navCategory === current) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  };

  /** Closes the menu; `leave` undoes the history entry it added (not when a link replaces it). */
  const hide = useCallback((leave: boolean) => {
    if (dialog.current?.open) dialog.current.close();
    setOpen(false);
    if (leave && ownsEntry.current) window.history.back();
    ownsEntry.current = false;
  }, []);

  useEffect(() => {
    const onBack = () => {
      ownsEntry.current = false;
      hide(false);
    };
    window.addEventListener("popstate", onBack);
    return () => window.removeEventListener("popstate", onBack);
  }, [hide]);

  const onItemClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest("a");
    if (link) hide(link.target === "_blank");
  };

  return (
    <>
      <button type="button" className={styles.toggle} aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path fill="currentColor" d="M3 5h18v2H3V5Zm0 6h18v2H3v-2Zm0 6h18v2H3v-2Z" />
        </svg>
        <span className="visually-hidden">{headerMessages.openMenu}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is its keyboard twin */}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={headerMessages.menuTitle}
        onCancel={(event) => {
          event.preventDefault();
          hide(true);
        }}
        onClick={(event) => {
          if (event.target === dialog.current) hide(true);
        }}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <span className={styles.title}>{headerMessages.menuTitle}</span>
            <button type="button" className={styles.close} onClick={() => hide(true)}>
              <CloseIcon size={22} />
              <span className="visually-hidden">{headerMessages.closeMenu}</span>
            </button>
          </div>
          {open && <HeaderSearch place="menu" replace onSubmitted={() => hide(false)} />}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation of the links' own clicks */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by keyboard as clicks */}
          <div onClick={onItemClick}>{children}</div>
        </div>
      </dialog>
    </>
  );
}
