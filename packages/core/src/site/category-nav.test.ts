import { describe, expect, it } from "vitest";
import { categories } from "./categories.ts";
import { categoryFromQuery, categoryNavItems } from "./category-nav.ts";

describe("categoryNavItems", () => {
  it.each([
    ["Home", "HOME", "ホーム", "nav_home", "/"],
    ["News", "News", "ニュース", "nav_news", "/?category=News"],
    ["Quiz", "Quiz", "クイズ", "nav_quiz", "/?category=Quiz"],
    ["ColumnEssay", "Column & Essay", "コラム・エッセー", "nav_column_essay", "/?category=ColumnEssay"],
    ["Interview", "Interview", "インタビュー", "nav_interview", "/?category=Interview"],
    ["Opinion", "Opinion", "オピニオン", "nav_opinion", "/?category=Opinion"],
    ["EasyRead", "Easy Read", "やさしく読む", "nav_easy_read", "/?category=EasyRead"],
  ])("%s is labelled %s (%s), tracked as %s, links to %s", (category, label, nameJa, analyticsLabel, href) => {
    const item = categoryNavItems.find((navItem) => navItem.category === category);
    expect(item).toMatchObject({ label, nameJa, analyticsLabel, href });
  });

  it("lists home, then each of the 6 categories once, in the navigation's order", () => {
    expect(categoryNavItems.map((item) => item.label)).toEqual([
      "HOME",
      "News",
      "Quiz",
      "Column & Essay",
      "Interview",
      "Opinion",
      "Easy Read",
    ]);
    expect(new Set(categoryNavItems.map((item) => item.category))).toEqual(new Set(["Home", ...categories]));
  });
});

describe("categoryFromQuery (home is the pseudo-category with no filter)", () => {
  it.each<[unknown, string]>([
    ["News", "News"],
    ["EasyRead", "EasyRead"],
    ["news", "Home"],
    ["Home", "Home"],
    ["", "Home"],
    [undefined, "Home"],
    [["News"], "Home"],
  ])("%j → %s", (value, expected) => {
    expect(categoryFromQuery(value)).toBe(expected);
  });
});
