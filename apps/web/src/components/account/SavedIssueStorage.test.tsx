import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deviceCaches, issueSavedBy, type MemoryCacheStorage } from "@/testing/device-cache";
import { fakeSessionActions, sessionIs } from "@/testing/reader-session";
import { SavedIssueStorage } from "./SavedIssueStorage.island";

// My page's card of the device: the issue this account saved (its date, articles and size) with a way
// to remove it, or a note that none is, and what the site uses of the device. The browser's Cache
// Storage and storage estimate are the test's (happy-dom has neither), kept in memory.

let storage: MemoryCacheStorage;

beforeEach(() => {
  storage = deviceCaches();
  Object.defineProperty(navigator, "storage", {
    value: { estimate: async () => ({ usage: 52_300_000, quota: 2_000_000_000 }) },
    configurable: true,
  });
  fakeSessionActions();
  sessionIs("signed-in");
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** An issue saved on this device by the signed-in reader (reader@example.jp), as the saving code keeps it. */
const issueSaved = () =>
  issueSavedBy(storage, "reader@example.jp", {
    issueDate: "2026-11-20",
    bytes: 48_600_000,
    articles: 12,
    paidArticles: 9,
    seconds: 20,
  });

const card = () => screen.findByRole("region", { name: "この端末に保存した号" });
const texts = (region: HTMLElement) => [...region.querySelectorAll("p")].map((p) => p.textContent);
const usage = "このサイトがこの端末で使っている容量：52.3 MB（使える上限 約2.0 GB）";

describe("SavedIssueStorage", () => {
  it("tells a reader with no issue saved how to save one", async () => {
    render(<SavedIssueStorage />);
    const region = await card();
    expect(texts(region)).toEqual([
      "保存した号はありません。紙面一覧の「この号を保存」で、電波のない所でも読めるようになります。 紙面一覧へ",
      usage,
    ]);
    expect(within(region).queryByRole("button")).toBeNull();
  });

  it("shows the issue saved, and removes it on 保存した号を削除", async () => {
    await issueSaved();
    render(<SavedIssueStorage />);
    const region = await card();
    expect(texts(region)).toEqual([
      "2026年11月20日号（記事12本、48.6 MB）をオフラインで読めるように保存しています。",
      usage,
    ]);

    await userEvent.click(within(region).getByRole("button", { name: "保存した号を削除" }));
    expect(await within(region).findByText(/保存した号はありません。/)).toBeTruthy();
    expect(await storage.keys()).toEqual([]);
  });
});
