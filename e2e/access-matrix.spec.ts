import { stripVTControlCharacters } from "node:util";
import { deskCommand } from "./support/desk.ts";
import {
  matrixArticle,
  type PaidSurface,
  paidSurfaces,
  type ReaderCredentials,
  type ReaderUnderTest,
  removeSavedIssue,
} from "./support/paid-surfaces.ts";
import { expectedAccess, type ReaderKind, readerKinds, subscriberToRevoke } from "./support/readers.ts";
import { apiUrl } from "./support/stack.ts";
import { type BrowserContext, expect, type Page, test } from "./support/test.ts";

// Every paid surface for every kind of reader (docs/product/reading-and-access.md#every-paid-surface):
// one signed-in page per reader, every surface of paid-surfaces.ts opened on it, each answer held
// against core's access rule for that reader. Every cell is tried, and the journey names each one
// that did not hold, so one broken surface does not hide another.

// Saving an issue needs the site's service worker.
test.use({ serviceWorkers: "allow", actionTimeout: 10_000, navigationTimeout: 20_000 });

/**
 * The headers of the page's own request for the right (a signed-in reader's after-paint request, an
 * alliance visitor's /auth/right): the reader as the API knows them.
 */
const credentialsOf = (page: Page, reader: ReaderKind) => async (): Promise<ReaderCredentials | undefined> => {
  if (reader === readerKinds.anonymous) return undefined;
  const asked = page.waitForRequest((r) => /\/(auth\/right|reader\/after-paint)$/.test(new URL(r.url()).pathname), {
    timeout: 20_000,
  });
  await page.goto("./");
  const headers = await (await asked).allHeaders();
  const kept = Object.entries(headers).filter(([name]) => name === "authorization" || name === "auth0-id-token");
  return { api: apiUrl, headers: Object.fromEntries(kept) };
};

const underTest = (page: Page, context: BrowserContext, reader: ReaderKind): ReaderUnderTest => ({
  reader,
  page,
  context,
  credentials: credentialsOf(page, reader),
});

/** Opens every surface as this reader; the cells that did not hold, named. */
async function cellsOf(who: ReaderUnderTest, surfaces: PaidSurface[] = paidSurfaces): Promise<string[]> {
  const access = expectedAccess(who.reader);
  const wanted = access.access ? "the paid text" : `the prompt "${access.reason}"`;
  const failures: string[] = [];
  const started = Date.now();
  for (const surface of surfaces)
    await test.step(`${who.reader.name} × ${surface.name}: ${wanted}`, async () => {
      try {
        await surface.check(who, access);
      } catch (error) {
        const said = stripVTControlCharacters((error as Error).message)
          .split("\n")
          .slice(0, 8)
          .join(" ");
        const failure = `${who.reader.name} × ${surface.name} (expected ${wanted}): ${said}`;
        console.log(failure);
        failures.push(failure);
      }
    });
  console.log(
    `access matrix: ${who.reader.name}, ${surfaces.length} surfaces in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return failures;
}

const oneReader: { kind: keyof typeof readerKinds }[] = [
  { kind: "anonymous" },
  { kind: "free" },
  { kind: "digital" },
  { kind: "doubleFirstMonth" },
  { kind: "expired" },
  { kind: "corporate" },
  { kind: "alliance" },
];

for (const { kind } of oneReader) {
  const reader = readerKinds[kind];
  test(`every paid surface, as ${reader.name}`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await reader.become(page);
    expect(await cellsOf(underTest(page, context, reader))).toEqual([]);
  });
}

test("every paid surface, as a double-course reader before and after the month's preview code", async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  const before = readerKinds.doubleBeforeCode;
  await before.become(page);
  const failures = await cellsOf(underTest(page, context, before));
  const after = readerKinds.doubleWithCode;
  await after.become(page);
  failures.push(...(await cellsOf(underTest(page, context, after))));
  expect(failures).toEqual([]);
});

test("every paid surface, as a reader whose course is revoked while signed in; the issue saved before keeps no paid text", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const email = await subscriberToRevoke(page);
  // While the course runs: the article opens, and the issue is saved with its paid text.
  const saved = paidSurfaces.find((surface) => surface.name === "saved issue read offline");
  if (!saved) throw new Error("the saved-issue surface is missing");
  await page.goto("print");
  const saver = page.locator(`[data-saved-issue="${matrixArticle.issue}"]`);
  await saver.getByRole("button", { name: "この号を保存" }).click();
  await saver.getByRole("button", { name: "保存する" }).click();
  await expect(saver.locator("[data-saved-bytes]")).toContainText("保存済み", { timeout: 120_000 });

  await deskCommand("revoke", email);
  const reader = readerKinds.revokedWhileSignedIn;
  await page.goto("./");
  const failures = await cellsOf(underTest(page, context, reader));

  // The next page confirmed the right: offline, the article saved before holds no paid text.
  await page.goto("print");
  await expect(saver.getByRole("button", { name: "この号を保存" })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await context.setOffline(true);
  try {
    await page.goto(matrixArticle.path).catch(() => undefined);
    await expect(page.locator("body")).not.toContainText(matrixArticle.bodySentence);
  } finally {
    await context.setOffline(false);
  }
  expect(failures).toEqual([]);
  // Nothing is left saved for the next journey, whatever the rule did.
  if (await saver.getByRole("button", { name: "保存した号を削除" }).isVisible()) await removeSavedIssue(page);
});
