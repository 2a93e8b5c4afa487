import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionStatus } from "@/auth/session-store";
import { type FakeAnswer, fakeApi, heldBack } from "@/testing/fake-api";
import { afterPaintAnswer, openPage, rightOf } from "@/testing/reader-session";

// The bottom subscribe banner is shown to whoever is not a subscriber: an anonymous visitor and a
// free member see it, a subscriber does not, and neither does a reader who may be one while their
// session or right is not confirmed (being fetched, or failing): a failure is never told as "subscribe".

afterEach(() => {
  vi.useRealTimers();
});

type Api = "subscriber" | "free" | "held" | "fails" | "none";

async function renderBanner(status: SessionStatus, api: Api, renewing: boolean) {
  const { NonSubscriberOnly, AccountArea, reader } = await openPage(async () => ({
    ...(await import("./NonSubscriberOnly.island")),
    ...(await import("./AccountArea.island")),
  }));
  reader.fakeSessionActions();
  const answer = heldBack<FakeAnswer>();
  const sent = fakeApi(() =>
    api === "subscriber" || api === "free" ? afterPaintAnswer(rightOf(api)) : answer.promise,
  );
  reader.sessionIs(status, { renewing });
  // The header's account place beside it says when a subscriber's right arrived (マイページ in its menu).
  render(
    <>
      <AccountArea />
      <NonSubscriberOnly>
        <aside aria-label="デジタル版のご案内">デジタル版を申し込む</aside>
      </NonSubscriberOnly>
    </>,
  );
  if (api === "none") expect(sent).toEqual([]);
  else if (api === "fails") await reader.answerHeldRequest(sent, answer.resolve, { status: 503 }, { retried: true });
  else if (api === "held") await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
  else if (api === "subscriber")
    await screen.findByRole("link", { name: "マイページ", hidden: true }, { timeout: 10_000 });
  else await screen.findByRole("complementary", { name: "デジタル版のご案内" }, { timeout: 10_000 });
}

const banner = () => screen.queryByRole("complementary", { name: "デジタル版のご案内" });

describe("NonSubscriberOnly", () => {
  it.each([
    ["an anonymous visitor", true, "anonymous", "none", false],
    ["a free member", true, "signed-in", "free", false],
    ["a subscriber", false, "signed-in", "subscriber", false],
    ["a signed-in reader whose right is being fetched", false, "signed-in", "held", false],
    ["a signed-in reader whose right cannot be fetched", false, "signed-in", "fails", false],
    ["a reader whose stored session is being renewed", false, "loading", "none", true],
    ["a reader whose session cannot be renewed just now", false, "unconfirmed", "none", true],
  ] as const)("%s: shown %s", async (_, shown, status, api, renewing) => {
    await renderBanner(status, api, renewing);
    expect(banner() !== null).toBe(shown);
  });
});
