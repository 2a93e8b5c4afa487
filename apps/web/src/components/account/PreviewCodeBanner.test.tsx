import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SessionStatus } from "@/auth/session-store";
import { fakeApi } from "@/testing/fake-api";
import { afterPaintAnswer, openPage, rightOf } from "@/testing/reader-session";

// The red preview-code banner: for a double-course reader whose code is missing or spent, a link to
// /auth that brings them back to this page; the countdown in the code's last week; nothing for
// anyone else.

type Right = Parameters<typeof rightOf>;

async function renderBanner(status: SessionStatus, right: Right | null) {
  window.history.pushState(null, "", "/awd/category/news?p=2");
  const { PreviewCodeBanner, AccountArea, reader } = await openPage(async () => ({
    ...(await import("./PreviewCodeBanner.island")),
    ...(await import("@/components/site/AccountArea.island")),
  }));
  reader.fakeSessionActions();
  const sent = fakeApi(() => (right ? afterPaintAnswer(rightOf(...right)) : "offline"));
  reader.sessionIs(status);
  // The header beside it says when the right arrived: its menu comes with the right.
  render(
    <>
      <AccountArea />
      <PreviewCodeBanner />
    </>,
  );
  if (right) await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
  return { sent };
}

const banner = () => screen.queryByRole("complementary", { name: "プレビューコードの入力" });
const link = "/awd/auth?redirectUrl=%2Fawd%2Fcategory%2Fnews%3Fp%3D2";

describe("PreviewCodeBanner", () => {
  it.each([
    [
      "without a code",
      null,
      "ダブルコースの方は、プレビューコードを入力してください。入力するとすべての記事が読めます。",
    ],
    [
      "whose code is spent",
      40,
      "ダブルコースの方は、プレビューコードを入力してください。入力するとすべての記事が読めます。",
    ],
    [
      "whose code ends in 5 days",
      30,
      "プレビューコードの有効期限まで、あと5日です。新しい紙面のコードを入力してください。",
    ],
  ])("asks a double-course reader %s for it, coming back here after", async (_, codeDaysAgo, text) => {
    await renderBanner("signed-in", ["double", codeDaysAgo]);
    const aside = await screen.findByRole("complementary", { name: "プレビューコードの入力" }, { timeout: 10_000 });
    expect(aside.querySelector("p")?.textContent).toBe(text);
    expect(screen.getByRole("link", { name: "プレビューコードを入力する" }).getAttribute("href")).toBe(link);
  });

  it.each([
    ["an anonymous visitor", "anonymous", null, null],
    ["a free member", "signed-in", ["free"], "お申し込み"],
    ["a subscriber", "signed-in", ["subscriber"], "マイページ"],
    ["a double-course reader whose code runs", "signed-in", ["double", 10], "マイページ"],
  ] as const)("shows %s nothing", async (_, status, right, arrives) => {
    const { sent } = await renderBanner(status, right as Right | null);
    // The header's お申し込み, or マイページ in its closed menu, says the right arrived.
    if (arrives) await screen.findByRole("link", { name: arrives, hidden: true }, { timeout: 10_000 });
    else expect(sent).toEqual([]);
    expect(banner()).toBeNull();
  });
});
