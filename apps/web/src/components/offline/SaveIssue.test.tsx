import { articleFixture } from "@awd/core/article-fixtures";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { deviceCaches, issueSavedBy, type MemoryCacheStorage } from "@/testing/device-cache";
import { type FakeAnswer, fakeApi, heldBack, type SentRequest } from "@/testing/fake-api";
import { fakeSessionActions, sessionIs } from "@/testing/reader-session";
import { SaveIssue } from "./SaveIssue.island";

// "この号を保存" on an issue as a signed-in reader meets it: the size asked first, then saving with
// its progress, the issue's mark once saved and its removal; a failure said with a way to try again;
// an issue saved earlier shown as saved; nothing for a visitor. The API and the site's files answer
// through the test's fetch; the device's Cache Storage is the test's, in memory.

const issueDate = "2026-11-20";
const title = "2026年11月20日号";

/** A paid article of the issue, with its text: the reader may read it. */
const article = (id: number) =>
  articleFixture({
    id,
    issueDate,
    access: true,
    reason: null,
    body: { paragraphs: [{ en: "Paid text.", ja: "有料の本文。" }], glossary: [], quiz: [], audio: null },
  });
const articles = [article(101), article(102)];

/** The API and the site as the page meets them; `files` answers each article page's download. */
function site(
  files: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer> = () => ({ status: 200, body: "<html></html>" }),
) {
  return fakeApi((request) => {
    if (request.path.startsWith("/articles?issue="))
      return {
        status: 200,
        body: {
          data: {
            items: articles.map((a) => ({ id: a.id, seriesPath: "news-topics" })),
            total: 2,
            limit: 50,
            offset: 0,
          },
        },
      };
    const asked = articles.find((a) => request.path === `/news-topics/${a.id}`);
    if (asked) return { status: 200, body: { data: asked } };
    return files(request);
  });
}

let storage: MemoryCacheStorage;
beforeEach(() => {
  storage = deviceCaches();
  localStorage.clear();
  fakeSessionActions();
});

const box = () => screen.findByRole("region", { name: `${title}をオフライン用に保存` });

describe("SaveIssue", () => {
  it("asks the size first, saves with its progress, shows the mark and removes the issue", async () => {
    // Once the size is told, the pages' downloads wait for the test: the progress shows meanwhile.
    let downloads: ReturnType<typeof heldBack<void>> | undefined;
    const sent = site(async () => {
      await downloads?.promise;
      return { status: 200, body: "<html></html>" };
    });
    sessionIs("signed-in");
    render(<SaveIssue issueDate={issueDate} title={title} />);
    const region = await box();
    const user = userEvent.setup();

    await user.click(within(region).getByRole("button", { name: "この号を保存" }));
    const plan = await within(region).findByText(/を端末に保存します。$/);
    expect(plan.textContent).toMatch(/^記事2本（音声と画像を含む）、約?\d+\.\d MBを端末に保存します。$/);
    expect(within(region).getByRole("button", { name: "やめる" })).toBeTruthy();
    expect(await storage.keys()).toEqual([]);

    downloads = heldBack<void>();
    await user.click(within(region).getByRole("button", { name: "保存する" }));
    const progress = await within(region).findByRole("progressbar");
    expect(progress.closest("label")?.textContent).toBe("保存しています（0 / 4）");
    expect(progress).toHaveProperty("max", 4);
    downloads.resolve();
    expect(await within(region).findByText("保存済み")).toBeTruthy();
    expect(within(region).getByText(/記事2本、\d+\.\d MB。オフラインでも読めます。/)).toBeTruthy();
    expect(await storage.keys()).toHaveLength(1);
    expect(sent.some((request) => request.path.includes("/news-topics/101"))).toBe(true);

    await user.click(within(region).getByRole("button", { name: "保存した号を削除" }));
    expect(await within(region).findByRole("button", { name: "この号を保存" })).toBeTruthy();
    expect(await storage.keys()).toEqual([]);
  });

  it("tells a failed save with a way to try again, keeping nothing half saved", async () => {
    site(() => ({ status: 503, body: { message: "unavailable", status_code: 503 } }));
    sessionIs("signed-in");
    render(<SaveIssue issueDate={issueDate} title={title} />);
    const region = await box();
    const user = userEvent.setup();
    await user.click(within(region).getByRole("button", { name: "この号を保存" }));
    await user.click(await within(region).findByRole("button", { name: "保存する" }));
    const alert = await within(region).findByRole("alert");
    expect(within(alert).getByText(/この号を保存できませんでした。/)).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "もう一度保存する" })).toBeTruthy();
    expect(await storage.keys()).toEqual([]);
  });

  it("shows an issue this account saved earlier as saved", async () => {
    site();
    await issueSavedBy(storage, "reader@example.jp", {
      issueDate,
      bytes: 48_600_000,
      articles: 12,
      paidArticles: 9,
      seconds: 20,
    });
    sessionIs("signed-in");
    render(<SaveIssue issueDate={issueDate} title={title} />);
    const region = await box();
    expect(within(region).getByText("保存済み")).toBeTruthy();
    expect(within(region).getByText(/記事12本、48\.6 MB。オフラインでも読めます。/)).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "この号を保存" })).toBeNull();
  });

  it("offers nothing to a visitor who is not signed in", async () => {
    site();
    sessionIs("anonymous");
    render(<SaveIssue issueDate={issueDate} title={title} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("button", { name: "この号を保存" })).toBeNull();
  });
});
