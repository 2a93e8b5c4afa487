import { formatJapaneseDate } from "@awd/core/dates";
import { monthsLater } from "@awd/core/desk-course";
import AxeBuilder from "@axe-core/playwright";
import { deskCommand, deskOperators, signInToDesk } from "./support/desk.ts";
import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { expect, type Page, test } from "./support/test.ts";

// The publisher's desk: readers, codes and the audit log (docs/product/publishers-desk.md).

async function expectNoAxeViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    screen,
  ).toEqual([]);
}

async function openReader(page: Page, email: string, { checkAxe = false } = {}) {
  await page.getByRole("navigation", { name: "編集部のメニュー" }).getByRole("link", { name: "購読者" }).click();
  await page.getByLabel("メールアドレス（前方一致）").fill(email);
  await page.getByRole("button", { name: "探す" }).click();
  const found = page.getByRole("table", { name: /^検索結果/ }).getByRole("link", { name: email });
  await expect(found).toBeVisible();
  if (checkAxe) await expectNoAxeViolations(page, "readers");
  await found.click();
  await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
}

test("the desk grants free@ the digital course, who then reads a paid article, and revokes it; the audit log shows both", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  try {
    await signInToDesk(page);
    await expect(page.getByRole("heading", { level: 1, name: "編集部", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "desk home");

    await openReader(page, demo.free, { checkAxe: true });
    await expect(page.getByText("有効なコースがないため、延長・取り消しはできません。")).toBeVisible();
    await expectNoAxeViolations(page, "a reader");
    await page.getByLabel("コース", { exact: true }).selectOption("digital");
    await page.getByLabel("月数").fill("1");
    await page.getByRole("button", { name: "付与する" }).click();
    await expect(page.getByText("コースを付与しました。")).toBeVisible();
    await expect(page.getByText("ご利用中", { exact: true })).toBeVisible();

    const readerContext = await browser.newContext();
    try {
      const reader = await readerContext.newPage();
      await signIn(reader, demo.free, paidArticle.path);
      await expect(paidArticle.bodySentence(reader)).toBeVisible();
    } finally {
      await readerContext.close();
    }

    await page.getByRole("button", { name: "コースを取り消す" }).click();
    const dialog = page.getByRole("dialog", { name: `${demo.free} のコースを取り消しますか？` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "the revoke confirmation");
    await dialog.getByRole("button", { name: "取り消す" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("コースを取り消しました。")).toBeVisible();
    await expect(page.getByText("終了", { exact: true })).toBeVisible();

    await page.getByRole("navigation", { name: "編集部のメニュー" }).getByRole("link", { name: "変更履歴" }).click();
    await page.getByLabel("対象（メールアドレス・月などの一部）").fill(demo.free);
    await page.getByRole("button", { name: "絞り込む" }).click();
    const log = page.getByRole("table", { name: "変更履歴（新しい順）" });
    const when = log.getByRole("columnheader", { name: "日時" });
    await expect(when).toHaveAttribute("aria-sort", "descending");
    await when.getByRole("button").click();
    await expect(when).toHaveAttribute("aria-sort", "ascending");
    await when.getByRole("button").click();
    await expect(when).toHaveAttribute("aria-sort", "descending");
    const revoked = log.getByRole("row").filter({ hasText: "コースの取り消し" }).first();
    await expect(revoked).toContainText(deskOperators.operator);
    await expect(revoked).toContainText("status: none");
    const granted = log.getByRole("row").filter({ hasText: "コースの付与" }).first();
    await expect(granted).toContainText("months: 1");
    await expectNoAxeViolations(page, "the audit log");
  } finally {
    // A revoked course invites its reader to renew: free@ goes back to never having had one.
    await deskCommand("remove-course", demo.free);
  }
});

test("desk@ grants over a running course only once confirmed: cancelling keeps its end, confirming replaces it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  try {
    await deskCommand("grant", demo.free, "digital", "--months", "11");
    await signInToDesk(page);
    await openReader(page, demo.free);
    const endsAt = page.locator("dt", { hasText: /^終了日時$/ }).locator("xpath=following-sibling::dd[1]");
    const course = page.locator("dt", { hasText: /^コース$/ }).locator("xpath=following-sibling::dd[1]");
    const runningEnd = (await endsAt.textContent()) ?? "";
    expect(runningEnd).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
    const [runningEndDay] = runningEnd.split(" ");

    const grant = async () => {
      const panel = page.getByRole("region", { name: "コースを付与する" });
      await panel.getByLabel("コース", { exact: true }).selectOption("double");
      await panel.getByLabel("月数").fill("1");
      await panel.getByRole("button", { name: "付与する" }).click();
      const dialog = page.getByRole("dialog", { name: `${demo.free} の有効なコースを置き換えますか？` });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        `現在のコース（デジタルコース、${runningEndDay}まで）は今すぐ終了し、` +
          `新しいコース（ダブルコース、1か月、${formatJapaneseDate(monthsLater(Date.now(), 1))}まで）が今日から始まります。`,
      );
      return dialog;
    };

    const asked = await grant();
    await expectNoAxeViolations(page, "the replace confirmation");
    await asked.getByRole("button", { name: "やめる" }).click();
    await expect(asked).toBeHidden();
    await expect(page.getByText("コースを付与しました。")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: demo.free })).toBeVisible();
    await expect(endsAt).toHaveText(runningEnd);
    await expect(course).toHaveText("デジタルコース");

    const confirmed = await grant();
    await confirmed.getByRole("button", { name: "置き換える" }).click();
    await expect(confirmed).toBeHidden();
    await expect(page.getByText("コースを付与しました。")).toBeVisible();
    await expect(course).toHaveText("ダブルコース");
    await expect(endsAt).toContainText(formatJapaneseDate(monthsLater(Date.now(), 1)));
  } finally {
    await deskCommand("remove-course", demo.free);
  }
});

test("the codes screen shows this month's preview code and issues a linking code shown once, then revokes it", async ({
  page,
}) => {
  await signInToDesk(page, deskOperators.operator, "desk/codes");
  await expect(page.getByText(/今月（\d{4}-\d{2}）のコード/)).toBeVisible();
  await expectNoAxeViolations(page, "codes");
  await page.getByLabel("枚数").fill("1");
  await page.getByRole("button", { name: "発行する" }).click();
  const issued = page.getByRole("region", { name: "1件の連携コードを発行しました" });
  const code = (await issued.getByRole("listitem").first().textContent()) ?? "";
  expect(code).toMatch(/^L[0-9A-F]{12}$/);
  const hint = `…${code.slice(-4)}`;
  const list = page.getByRole("table", { name: "連携コードの一覧" });
  await expect(list).not.toContainText(code);
  await list.getByRole("button", { name: `${hint} を取り消す` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "取り消す" }).click();
  await expect(page.getByText(`連携コード ${hint} を取り消しました。`)).toBeVisible();
  await expect(list.getByRole("row").filter({ hasText: hint })).toContainText("期限切れ");
});

test("desk-viewer@ sees a reader without the buttons that change anything", async ({ page }) => {
  await signInToDesk(page, deskOperators.viewer);
  await openReader(page, demo.digital);
  await expect(page.getByText("このアカウントは閲覧のみのため、変更はできません。")).toBeVisible();
  await expect(page.getByRole("button", { name: "付与する" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "コースを取り消す" })).toHaveCount(0);
  await page.getByRole("navigation", { name: "編集部のメニュー" }).getByRole("link", { name: "コード" }).click();
  await expect(page.getByText("このアカウントは閲覧のみのため、設定・発行・取り消しはできません。")).toBeVisible();
  await expect(page.getByRole("button", { name: "発行する" })).toHaveCount(0);
});

test("a reader's account is refused the desk in Japanese", async ({ page }) => {
  await signInToDesk(page, demo.digital);
  await expect(page.getByRole("heading", { name: "このアカウントでは編集部の画面を使えません" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "編集部", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "the refusal");
});
