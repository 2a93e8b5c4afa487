import AxeBuilder from "@axe-core/playwright";
import { deskOperators, signInToDesk } from "./support/desk.ts";
import { apiPathOf } from "./support/stack.ts";
import { expect, type Page, test } from "./support/test.ts";

// The desk's editorial screens (docs/product/publishers-desk.md): notices, alliance partners, remote
// config and surveys, each checked by axe with its preview open. Demo data is left as found.

async function expectNoAxeViolations(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    name,
  ).toEqual([]);
}

test("desk@ writes a notice, previewed, that readers then see on the home page, and removes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInToDesk(page, undefined, "desk/notices");
  const message = `編集部からのお知らせ ${Date.now()}`;
  await page.getByLabel("お知らせの文").fill(message);
  await page.getByLabel("リンク先（任意）").fill("http://example.com/");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("リンク先は https:// で始まるアドレスか")).toBeVisible();
  await expect(page.getByLabel("リンク先（任意）")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("リンク先（任意）").fill("/awd/contents");
  const preview = page.getByRole("region", { name: "お知らせ" });
  await expect(preview.getByRole("link", { name: message })).toHaveAttribute("href", "/awd/contents");
  await expectNoAxeViolations(page, "notices, preview open");

  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByRole("status").filter({ hasText: "お知らせを追加しました" })).toBeVisible();
  await expect(page.getByRole("cell", { name: message, exact: true })).toBeVisible();

  const reader = await browser.newPage({ baseURL: page.url() });
  try {
    await reader.goto("/awd/");
    await expect(reader.getByRole("region", { name: "お知らせ" }).getByText(message)).toBeVisible();

    await page.getByRole("button", { name: `削除: ${message}` }).click();
    const dialog = page.getByRole("dialog", { name: `「${message}」を削除しますか？` });
    await dialog.getByRole("button", { name: "削除する" }).click();
    await expect(page.getByRole("status").filter({ hasText: "お知らせを削除しました" })).toBeVisible();
    await expect(page.getByRole("cell", { name: message, exact: true })).toHaveCount(0);
    await reader.goto("/awd/");
    await expect(reader.getByText(message)).toHaveCount(0);
  } finally {
    await reader.close();
  }
});

test("desk@ adds a partner and rotates its secret: shown once with the ready code, hidden after a reload", async ({
  page,
}) => {
  await signInToDesk(page, undefined, "desk/partners");
  const partner = `e2e-${Date.now()}.partner.example`;
  await page.getByLabel("パートナーID（提携サイトのホスト名）").fill(partner);
  await page.getByRole("button", { name: "登録する" }).click();
  const once = page.getByRole("region", { name: `${partner} の秘密鍵` });
  const firstSecret = (await once.locator("code").textContent()) ?? "";
  expect(firstSecret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  await once.getByRole("button", { name: "閉じる（秘密鍵はもう表示されません）" }).click();

  await page.getByRole("button", { name: `秘密鍵を作り直す: ${partner}` }).click();
  await page
    .getByRole("dialog", { name: `${partner} の秘密鍵を作り直しますか？` })
    .getByRole("button", { name: "作り直す" })
    .click();
  const secret = (await once.locator("code").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  expect(secret).not.toBe(firstSecret);
  await expect(once.getByText(`const secret = "${secret}";`)).toBeVisible();
  await expect(once.getByText(`$secret = '${secret}';`)).toBeVisible();
  await expect(once.getByRole("button", { name: "Node.jsをコピー" })).toBeVisible();
  await expectNoAxeViolations(page, "partners, secret shown");

  await page.reload();
  await expect(page.getByRole("cell", { name: partner, exact: true })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(partner.replaceAll(".", "\\.")) })).toContainText(
    "設定済み（表示できません）",
  );
});

test("desk@ edits a survey question: the problem shown beside it, then saved and previewed", async ({ page }) => {
  await signInToDesk(page, undefined, "desk/config");
  const question = page.getByLabel("質問文").first();
  await expect(question).toBeVisible();
  const original = await question.inputValue();
  await question.fill("");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("質問文を入れてください").first()).toBeVisible();
  await expect(question).toHaveAttribute("aria-invalid", "true");

  const edited = `${original}（編集部テスト）`;
  await question.fill(edited);
  const card = page.getByRole("region", { name: "アンケートにご協力ください" });
  await expect(card.getByRole("group", { name: edited })).toBeVisible();
  await expectNoAxeViolations(page, "config, preview open");
  try {
    await page.getByRole("button", { name: "保存する" }).click();
    await expect(page.getByRole("status").filter({ hasText: "保存しました" })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("質問文").first()).toHaveValue(edited);
  } finally {
    await page.getByLabel("質問文").first().fill(original);
    await page.getByRole("button", { name: "保存する" }).click();
    await expect(page.getByRole("status").filter({ hasText: "保存しました" })).toBeVisible();
  }
});

test("desk-viewer@ reads the config values as text: no field to type in, no save, no remove", async ({ page }) => {
  await signInToDesk(page, deskOperators.viewer, "desk/config");
  const view = page.getByRole("region", { name: "値を見る" });
  await expect(
    view.getByText("このアカウントは閲覧のみのため、値を直すことも削除することもできません。"),
  ).toBeVisible();
  await expect(view.locator("dd").filter({ hasText: "AWDのトップページは使いやすいですか？" })).toBeVisible();
  await expect(view.locator("dd").filter({ hasText: "^/awd/?$" })).toBeVisible();
  // No text box at all (the table's own search is a search box, not a value's field).
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
  await expect(page.getByLabel("質問文")).toHaveCount(0);
  await expect(page.getByLabel("回答の形")).toHaveCount(0);
  for (const button of ["保存する", "質問を足す", "JSON で直す", "フォームで直す"])
    await expect(page.getByRole("button", { name: button, exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(直す|削除):/ })).toHaveCount(0);
  await expectNoAxeViolations(page, "config, read only");

  await page.getByRole("button", { name: "見る: 表示フェーズ（userSurveyDisplayPhase） 共通（デフォルト）" }).click();
  await expect(view.locator("dd").filter({ hasText: "BeforeOnboarding" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
});

test("an editorial list that cannot be read says it failed, never that it is empty, and reads again on request", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToDesk(page);
  for (const { area, loaded } of [
    { area: "notices", loaded: /^(お知らせの一覧|お知らせはまだありません)/ },
    { area: "partners", loaded: /^(提携パートナーの一覧|提携パートナーはまだいません)/ },
    { area: "config", loaded: /^(保存されている値|該当するものはありません)/ },
  ]) {
    let failing = true;
    const api = (url: URL) => apiPathOf(url) === `/desk/${area}`;
    await page.route(api, (route) =>
      failing && route.request().method() === "GET" ? route.fulfill({ status: 503, body: "" }) : route.fallback(),
    );
    await page.goto(`desk/${area}`);
    const alert = page.getByRole("main").getByRole("alert");
    // Reads are asked three more times before the failure is told.
    await expect(alert.getByRole("button", { name: "もう一度読み込む" })).toBeVisible({ timeout: 30_000 });
    failing = false;
    await alert.getByRole("button", { name: "もう一度読み込む" }).click();
    await expect(alert).toHaveCount(0);
    // Read: neither the failure nor the loading line is left, and the list (or its empty line) is shown.
    await expect(page.getByRole("main").getByText(/読み込んでいます/)).toHaveCount(0);
    await expect(page.getByRole("main").locator("table caption, p").filter({ hasText: loaded }).first()).toBeVisible();
    await page.unroute(api);
  }
});

test("desk@ saves a notice whose first answer is lost (502): sent again with its key, added once", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToDesk(page, undefined, "desk/notices");
  const message = `502のあとのお知らせ ${Date.now()}`;
  // The first sending reaches the API and is committed, but the browser is told 502, as when the
  // front lost the process that answered it.
  const keys: (string | undefined)[] = [];
  await page.route(
    (url) => apiPathOf(url) === "/desk/notices",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      keys.push((await route.request().headerValue("idempotency-key")) ?? undefined);
      const answer = await route.fetch();
      if (keys.length > 1) return route.fulfill({ response: answer });
      return route.fulfill({
        status: 502,
        headers: {
          "access-control-allow-origin": new URL(page.url()).origin,
          "access-control-allow-credentials": "true",
        },
        body: "",
      });
    },
  );
  await page.getByLabel("お知らせの文").fill(message);
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByRole("status").filter({ hasText: "お知らせを追加しました" })).toBeVisible({ timeout: 15_000 });
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  await page.reload();
  await expect(page.getByRole("cell", { name: message, exact: true })).toHaveCount(1);

  await page.getByRole("button", { name: `削除: ${message}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "削除する" }).click();
  await expect(page.getByRole("cell", { name: message, exact: true })).toHaveCount(0);
});
