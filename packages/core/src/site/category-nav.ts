import { type Category, categories } from "./categories.ts";

// docs/product/site-and-urls.md#category-navigation: home is a pseudo-category with no filter; each link
// has its label, a Japanese name and an analytics label. The Japanese names are the publication's own
// names for its sections, content as series names are (scripts/japanese-copy.test.ts allows them).
export const homeCategory = "Home";
export type NavCategory = typeof homeCategory | Category;

export interface CategoryNavItem {
  category: NavCategory;
  label: string;
  nameJa: string;
  analyticsLabel: string;
  /** the home list, filtered by ?category= except for home */
  href: string;
}

const item = (category: NavCategory, label: string, nameJa: string, analyticsLabel: string): CategoryNavItem => ({
  category,
  label,
  nameJa,
  analyticsLabel,
  href: category === homeCategory ? "/" : `/?category=${category}`,
});

/** In the order the navigation shows them. */
export const categoryNavItems: readonly CategoryNavItem[] = [
  item(homeCategory, "HOME", "ホーム", "nav_home"),
  item("News", "News", "ニュース", "nav_news"),
  item("Quiz", "Quiz", "クイズ", "nav_quiz"),
  item("ColumnEssay", "Column & Essay", "コラム・エッセー", "nav_column_essay"),
  item("Interview", "Interview", "インタビュー", "nav_interview"),
  item("Opinion", "Opinion", "オピニオン", "nav_opinion"),
  item("EasyRead", "Easy Read", "やさしく読む", "nav_easy_read"),
];

// The home list's category query parameter; anything else shows the unfiltered home.
export const categoryFromQuery = (value: unknown): NavCategory =>
  categories.find((category) => category === value) ?? homeCategory;
