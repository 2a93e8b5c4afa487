import { faqHref, helpHref, withBase } from "@/lib/paths";
import { headerMessages } from "@/messages/site";
import { AccountArea } from "./AccountArea.island";
import { CategoryNav } from "./CategoryNav";
import styles from "./Header.module.css";
import { HeaderSearch } from "./HeaderSearch.island";
import { ReadingSettings } from "./ReadingSettings";
import { SideMenu } from "./SideMenu.island";
import { SiteLogo } from "./SiteLogo";

// docs/product/site-and-urls.md#shared-layout: logo, help and FAQ (new tab), search form, apply and
// login buttons or the user menu, the reading settings; at tablet and phone widths a hamburger opens the side menu.
export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SideMenu>
          <CategoryNav place="menu" />
        </SideMenu>
        <SiteLogo />
        <ul className={styles.help}>
          <li>
            <a href={withBase(helpHref)} target="_blank" rel="noopener" data-analytics-label="header_help">
              {headerMessages.help}
              <span className="visually-hidden">{headerMessages.newTab}</span>
            </a>
          </li>
          <li>
            <a href={withBase(faqHref)} target="_blank" rel="noopener" data-analytics-label="header_faq">
              {headerMessages.faq}
              <span className="visually-hidden">{headerMessages.newTab}</span>
            </a>
          </li>
        </ul>
        <div className={styles.search}>
          <HeaderSearch place="header" />
        </div>
        <ReadingSettings />
        <AccountArea />
      </div>
    </header>
  );
}
