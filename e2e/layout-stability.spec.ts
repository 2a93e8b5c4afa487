import { newestOf } from "./support/content.ts";
import { paidArticle } from "./support/paid-article.ts";
import { demo, signIn } from "./support/sign-in.ts";
import { type BrowserContext, expect, type Page, test } from "./support/test.ts";

// What a visit costs the reader's screen and browser. Layout stability
// (docs/product/site-and-urls.md#loading-without-a-jump): nothing a reader already sees moves when the
// parts that wait for the reader's session or the API arrive. Every page of the
// table is opened by an anonymous and a signed-in reader on a phone (Lighthouse's mobile screen) and
// on a desktop screen; the layout shifts the browser reports (the Layout Instability API, buffered
// from the navigation) are summed and held to at most 0.01 per cell. One journey, one table: every
// cell is measured, and the journey names each that moved, with what moved. The same page loads also
// show that a subscriber's browser evaluates no zod (about 100 KB, the feedback survey's schema) before
// they engage with a page (docs/product/engagement-and-feedback.md#when-the-card-asks).

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const desktop = { width: 1280, height: 720 };
const allowedShift = 0.01;

interface Shift {
  value: number;
  /** what moved, as the browser names it: the moved elements' tag, id and classes */
  moved: string[];
}

/** Records the page's layout shifts from the start of each navigation (buffered entries included). */
const recordShifts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { awdShifts: typeof shifts }).awdShifts = shifts;
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "?";
      const label = node.getAttribute("aria-labelledby") ?? node.getAttribute("data-testid") ?? "";
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${[...node.classList].map((c) => `.${c}`).join("")}${label ? `[${label}]` : ""}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        // As the Cumulative Layout Shift metric does: a shift right after the reader's own input is theirs.
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, moved: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });

const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { awdShifts: Shift[] }).awdShifts);

/**
 * Opens the page and waits until what it waits for has arrived: what the cell names, no text saying
 * it is loading, the network quiet (or 5 s), then a moment for work after idle (the engagement boot).
 */
async function settledShifts(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<Shift[]> {
  await page.goto(path);
  await ready(page);
  await expect(page.getByRole("main").getByText(/読み込んでいます/)).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(1_000);
  return shiftsSoFar(page);
}

/** The scripts of the site the context's pages load, by URL, with whether each holds zod. */
const watchZod = (context: BrowserContext) => {
  const scripts = new Map<string, Promise<boolean>>();
  context.on("response", (response) => {
    const url = response.url();
    if (!url.endsWith(".js") || scripts.has(url) || !response.ok()) return;
    scripts.set(
      url,
      response.text().then(
        (text) => text.includes("ZodError"),
        () => false,
      ),
    );
  });
  return async () => {
    const held = await Promise.all([...scripts].map(async ([url, zod]) => ((await zod) ? url : null)));
    return held.filter((url) => url !== null);
  };
};

const sum = (shifts: Shift[]) => shifts.reduce((total, shift) => total + shift.value, 0);

test("no page moves while it loads, for an anonymous or a signed-in reader, on a phone or a desktop", async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const freeArticle = (await newestOf(request, "news-topics")).path;
  const audio = `audios/${(await newestOf(request, "news-topics")).summary.id}`;
  const signedInReady = (page: Page) =>
    expect(page.getByRole("banner").getByRole("button", { name: "アカウントメニュー" })).toBeVisible({
      timeout: 20_000,
    });
  const pages: { name: string; path: string; ready?: (page: Page) => Promise<void> }[] = [
    {
      name: "my page",
      path: "mypage",
      ready: async (page) => {
        await expect(page.getByRole("heading", { level: 1, name: "マイページ" })).toBeVisible();
      },
    },
    { name: "home", path: "./" },
    { name: "free article", path: freeArticle },
    { name: "paid article", path: paidArticle.path },
    { name: "audio", path: audio },
    { name: "notebook", path: "mypage/words" },
  ];

  const readers: { name: string; become: (page: Page) => Promise<void>; ready: (page: Page) => Promise<void> }[] = [
    { name: "anonymous", become: async () => {}, ready: async () => {} },
    { name: "signed in", become: (page) => signIn(page, demo.digital), ready: signedInReady },
  ];

  const table: string[] = [];
  const failures: string[] = [];
  let zodLoaded: string[] = [];
  for (const reader of readers) {
    // One context per reader, shared by every page and both screens.
    const context = await browser.newContext({ ...phone, serviceWorkers: "block" });
    await recordShifts(context);
    const page = await context.newPage();
    await reader.become(page);
    const zodScripts = watchZod(context);
    for (const screen of ["phone", "desktop"] as const) {
      if (screen === "desktop") await page.setViewportSize(desktop);
      for (const target of pages) {
        const shifts = await settledShifts(page, target.path, async (p) => {
          await reader.ready(p);
          await target.ready?.(p);
        });
        const total = sum(shifts);
        const cell = `${target.name.padEnd(14)}${reader.name.padEnd(11)}${screen.padEnd(9)}${total.toFixed(3).padStart(7)}`;
        const moved = shifts
          .filter((s) => s.value >= 0.001)
          .map((s) => `${s.value.toFixed(3)} ${[...new Set(s.moved)].join(" ")}`)
          .join("; ");
        table.push(`${cell}  ${moved}`);
        console.log(`${cell}  ${moved}`);
        if (total > allowedShift)
          failures.push(`${target.name}, ${reader.name}, ${screen}: CLS ${total.toFixed(3)} (${moved})`);
      }
    }
    if (reader.name === "signed in") zodLoaded = await zodScripts();
    await context.close();
  }
  console.log(`\npage          reader     screen       CLS  what moved\n${table.join("\n")}\n`);
  expect(failures, `pages that moved while loading (at most ${allowedShift})`).toEqual([]);
  expect(zodLoaded, "scripts with zod a subscriber's page loads before they engage").toEqual([]);
});
