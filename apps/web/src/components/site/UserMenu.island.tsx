"use client";

import { useEffect, useId, useRef, useState } from "react";
import { sessionActions } from "@/auth/session-store";
import { headerMessages } from "@/messages/site";
import styles from "./UserMenu.module.css";

// docs/product/site-and-urls.md#shared-layout: a signed-in visitor sees the user icon; its dropdown
// (my page, the notebook, logout) closes on a click outside it or on Escape. Alliance visitors get the icon
// without a menu.
export function UserMenu({
  myPageHref,
  notebookHref,
  hasMenu,
}: {
  myPageHref: string | null;
  notebookHref: string;
  hasMenu: boolean;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.42 0-8 2.24-8 5v3h16v-3c0-2.76-3.58-5-8-5Z"
      />
    </svg>
  );
  if (!hasMenu)
    return (
      <span className={styles.avatar} role="img" aria-label={headerMessages.userMenu}>
        {icon}
      </span>
    );
  return (
    <div ref={root} className={styles.root}>
      <button
        type="button"
        className={styles.avatar}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        {icon}
        <span className="visually-hidden">{headerMessages.userMenu}</span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {myPageHref && (
          <li>
            <a href={myPageHref}>{headerMessages.myPage}</a>
          </li>
        )}
        <li>
          <a href={notebookHref}>{headerMessages.notebook}</a>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void sessionActions().then((actions) => actions.logout());
            }}
          >
            {headerMessages.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
