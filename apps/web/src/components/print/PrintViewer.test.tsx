import type { PrintEdition } from "@awd/core/contract/print-editions";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionStatus } from "@/auth/session-store";
import { type FakeAnswer, fakeApi, type SentRequest } from "@/testing/fake-api";
import { afterPaintAnswer, openPage, rightOf } from "@/testing/reader-session";

// The print edition's viewer as each visitor meets it: the paywall's reason and action in place of
// the viewer for one the API refused, and for a reader with a right the PDF's loading with how much
// has arrived, then a failure said as such with a way to load it again. pdf.js is the test's: the
// document it is asked for arrives, or fails, as the test says (happy-dom runs no worker).

interface FakeTask {
  url: string;
  onProgress?: (progress: { loaded: number; total: number }) => void;
  fail: (error: Error) => void;
}
const tasks: FakeTask[] = [];

vi.mock("./pdfjs", () => ({
  loadPdfJs: async () => ({
    getDocument: ({ url }: { url: string }) => {
      let fail: (error: Error) => void = () => {};
      const promise = new Promise<never>((_, reject) => {
        fail = reject;
      });
      const task: FakeTask = { url, fail };
      tasks.push(task);
      return {
        promise,
        destroy: async () => {},
        set onProgress(listener: FakeTask["onProgress"]) {
          task.onProgress = listener;
        },
      };
    },
  }),
}));

afterEach(() => {
  tasks.length = 0;
});

const loadMs = 10_000;
const issueDate = "2026-11-20";
const edition: PrintEdition = {
  issueDate,
  title: "2026年11月20日号",
  headline: { en: "Harbour", ja: "港" },
  pageCount: 16,
  bytes: 24_000_000,
  pdfUrl: "print/2026-11-20.pdf?expires=1&signature=s",
};

/** The viewer for the visitor of `status`, the API answering the issue as told and the reader's right as `right`. */
async function renderViewer(status: SessionStatus, issue: FakeAnswer, right = rightOf("subscriber")) {
  const { PrintViewer, reader } = await openPage(() => import("./PrintViewer.island"));
  reader.fakeSessionActions();
  const sent = fakeApi((request: SentRequest) =>
    request.path.startsWith("/print-editions/") ? issue : afterPaintAnswer(right),
  );
  reader.sessionIs(status);
  render(<PrintViewer issueDate={issueDate} />);
  return sent;
}

describe("PrintViewer", () => {
  it("asks a visitor the API refused as not signed in to log in, or to apply", async () => {
    await renderViewer("anonymous", { status: 401, body: { message: "Sign in", status_code: 401 } });
    const prompt = await screen.findByRole(
      "region",
      { name: "紙面ビューアーはデジタル版の会員向けです" },
      { timeout: loadMs },
    );
    expect(within(prompt).getByText(/会員の方はログインしてください。/)).toBeTruthy();
    expect(within(prompt).getByRole("link", { name: "ログインして読む" })).toBeTruthy();
    expect(within(prompt).getByRole("link", { name: "はじめての方はこちら（お申し込み）" })).toBeTruthy();
    expect(tasks).toEqual([]);
  });

  it("asks a double-course reader without this month's code for it, coming back to this issue", async () => {
    await renderViewer(
      "signed-in",
      { status: 403, body: { message: "No right", status_code: 403 } },
      rightOf("double"),
    );
    const link = await screen.findByRole("link", { name: "プレビューコードを入力する" }, { timeout: loadMs });
    const prompt = screen.getByRole("region", { name: "紙面ビューアーはデジタル版の会員向けです" });
    expect(within(prompt).getByText(/プレビューコードを入力すると/)).toBeTruthy();
    expect(decodeURIComponent(link.getAttribute("href") ?? "")).toContain(`/print/${issueDate}`);
  });

  it("loads a subscriber's PDF showing how much arrived, and tells a failure with a way to load it again", async () => {
    const sent = await renderViewer("signed-in", { status: 200, body: { data: edition } });
    const loading = await screen.findByRole("status", {}, { timeout: loadMs });
    expect(loading.textContent).toBe("紙面を読み込んでいます");
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    expect(tasks[0]?.url).toBe("/awd/static/print/2026-11-20.pdf?expires=1&signature=s");
    expect(sent.filter((request) => request.path.startsWith("/print-editions/")).map((r) => r.path)).toEqual([
      `/print-editions/${issueDate}`,
    ]);

    act(() => tasks[0]?.onProgress?.({ loaded: 9_600_000, total: 24_000_000 }));
    expect(screen.getByRole("status").textContent).toBe("紙面を読み込んでいます 40%");
    expect(within(screen.getByRole("status")).getByRole("progressbar")).toHaveProperty("value", 40);

    await act(async () => tasks[0]?.fail(new Error("network")));
    const failed = await screen.findByRole("alert");
    expect(within(failed).getByText("紙面を読み込めませんでした。時間をおいて、もう一度お試しください。")).toBeTruthy();
    await userEvent.click(within(failed).getByRole("button", { name: "もう一度読み込む" }));
    await vi.waitFor(() => expect(tasks).toHaveLength(2));
    expect(screen.getByRole("status").textContent).toBe("紙面を読み込んでいます");
  });
});
