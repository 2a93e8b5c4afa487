import { externalLinks } from "@/lib/external-links";
import { contentsHref, guideHref, helpHref, withBase } from "@/lib/paths";
import { footerMessages, headerMessages } from "@/messages/site";
import styles from "./Footer.module.css";

// docs/product/site-and-urls.md#shared-layout: About Us, Terms, Policy, Privacy, Copyright,
// Contact, external-transmission rules, the old weekly page; at most 1024 px wide.
export function Footer() {
  const links: { href: string; label: string; external?: boolean }[] = [
    { href: externalLinks.aboutUs, label: footerMessages.aboutUs, external: true },
    { href: withBase(guideHref), label: footerMessages.terms },
    { href: externalLinks.policy, label: footerMessages.policy, external: true },
    { href: withBase(`${guideHref}#privacy`), label: footerMessages.privacy },
    { href: withBase(`${guideHref}#copyright`), label: footerMessages.copyright },
    { href: withBase(`${helpHref}#contact`), label: footerMessages.contact },
    { href: withBase(`${guideHref}#external-transmission`), label: footerMessages.externalTransmission },
    { href: externalLinks.oldWeekly, label: footerMessages.oldWeekly, external: true },
  ];
  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={styles.inner}>
        <p className={styles.brand}>
          <a href={withBase("/")} className={styles.brandLink}>
            AWD <span lang="en">Weekly Digital</span>
          </a>
          <a href={withBase(contentsHref)} className={styles.contents}>
            {footerMessages.contents}
          </a>
        </p>
        <nav aria-label={footerMessages.label}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.label}>
                {link.external ? (
                  <a href={link.href} target="_blank" rel="noopener">
                    {link.label}
                    <span className="visually-hidden">{headerMessages.newTab}</span>
                  </a>
                ) : (
                  <a href={link.href}>{link.label}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{footerMessages.copyrightLine}</p>
      </div>
    </footer>
  );
}
