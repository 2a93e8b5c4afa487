import type { NavCategory } from "@awd/core/category-nav";
import { BackButton } from "./BackButton.island";
import { CategoryNav } from "./CategoryNav";
import styles from "./PageTop.module.css";

// What every page shows under the header: the category navigation with the current category, and
// (on every page but home, at tablet and phone widths) the back button.
export function PageTop({ current, back = true }: { current?: NavCategory; back?: boolean }) {
  return (
    <>
      <CategoryNav current={current} />
      {back && (
        <div className={styles.back}>
          <BackButton />
        </div>
      )}
    </>
  );
}
