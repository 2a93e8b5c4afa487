import { categoryNavItems, type NavCategory } from "@awd/core/category-nav";
import Link from "next/link";
import { faqHref, helpHref, printEditionHref, withBase } from "@/lib/paths";
import { headerMessages, navMessages } from "@/messages/site";
import styles from "./CategoryNav.module.css";

// docs/product/site-and-urls.md#category-navigation: HOME and the six categories, the print
// edition's PDF viewer, and (in the side menu of tablet and phone) how to use and FAQ, opened in a
// new tab. The current category is highlighted; each link carries its analytics label. A strip wider
// than the window scrolls sideways, and shows at its end that it does.
export function CategoryNav({ current, place = "page" }: { current?: NavCategory; place?: "page" | "menu" }) {
  const inMenu = place === "menu";
  const link = inMenu ? styles.menuLink : styles.stripLink;
  return (
    <nav
      aria-label={navMessages.label}
      className={inMenu ? styles.menu : styles.strip}
      data-category-strip={inMenu ? undefined : ""}
    >
      <ul className={inMenu ? styles.menuList : styles.stripList}>
        {categoryNavItems.map((item) => (
          <li key={item.category}>
            <Link
              href={item.href}
              replace={inMenu}
              className={link}
              aria-current={item.category === current ? "page" : undefined}
              data-nav-category={item.category}
              data-analytics-label={item.analyticsLabel}
            >
              <span lang="en">{item.label}</span>
              {inMenu && <span className={styles.nameJa}>{item.nameJa}</span>}
            </Link>
          </li>
        ))}
        <li className={inMenu ? undefined : styles.print}>
          <a href={withBase(printEditionHref)} className={link} data-analytics-label="nav_print_edition">
            {navMessages.printEdition}
          </a>
        </li>
        {inMenu &&
          [
            { href: helpHref, label: navMessages.howToUse, analytics: "nav_help" },
            { href: faqHref, label: navMessages.faq, analytics: "nav_faq" },
          ].map((extra) => (
            <li key={extra.href}>
              <a
                href={withBase(extra.href)}
                target="_blank"
                rel="noopener"
                className={`${link} ${styles.extra}`}
                data-analytics-label={extra.analytics}
              >
                {extra.label}
                <span className="visually-hidden">{headerMessages.newTab}</span>
              </a>
            </li>
          ))}
      </ul>
      {/* The strip's cue that it scrolls: a fade and an arrow at its end while more is out of sight. */}
      {!inMenu && (
        <span className={styles.more} aria-hidden="true" data-strip-more="">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path fill="currentColor" d="m9.4 5.4 6.6 6.6-6.6 6.6-1.4-1.4 5.2-5.2-5.2-5.2Z" />
          </svg>
        </span>
      )}
    </nav>
  );
}
