"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { deskMessages } from "@/messages/desk";
import styles from "./DeskFrame.module.css";
import { deskHome, deskNav } from "./deskNav";

const isCurrent = (pathname: string, href: string) =>
  href === deskHome.href ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);

/** The desk's areas, the current one marked for screen readers too. */
export function DeskNavLinks() {
  const pathname = usePathname();
  return (
    <nav aria-label={deskMessages.navLabel} className={styles.nav}>
      <ul className={styles.navList}>
        {[deskHome, ...deskNav].map((area) => (
          <li key={area.href}>
            <Link
              href={area.href}
              className={styles.navLink}
              aria-current={isCurrent(pathname, area.href) ? "page" : undefined}
            >
              {area.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
