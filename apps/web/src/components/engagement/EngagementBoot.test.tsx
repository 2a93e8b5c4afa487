import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PathnameContext, SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { engagementSignalEvent } from "@/lib/engagement-signal";
import { type FakeAnswer, fakeApi, type SentRequest } from "@/testing/fake-api";
import { afterPaintAnswer, openPage, rightOf } from "@/testing/reader-session";

// Every page's engagement, as a reader meets it: once the browser is idle, for a subscriber on a page
// a survey of the remote config is shown on, the feedback card in the page's place for it, once the
// reader has engaged with the page; their answer goes to the API with the page's view. A free member
// is never asked. The API (right, remote config, events) answers through the test's fetch.

const loadMs = 10_000;
const article = "/news-topics/101";
const survey = {
  id: "article_rating",
  question: "この記事はいかがでしたか？",
  eventKey: "article_feedback",
  answerType: "rating",
  displayRules: { paths: ["^/awd/[a-z0-9-]+/\\d+$"] },
};

beforeEach(() => {
  localStorage.clear();
  // The boot waits for the browser to be idle; here it is at once.
  vi.stubGlobal("requestIdleCallback", (run: () => void) => window.setTimeout(run, 0));
  vi.stubGlobal("cancelIdleCallback", (handle: number) => window.clearTimeout(handle));
});

/** The article page of a reader of `kind`, with the page's place for the card; gives the requests sent. */
async function articlePage(kind: "subscriber" | "free") {
  window.history.pushState(null, "", `/awd${article}`);
  const { EngagementBoot, reader } = await openPage(() => import("./EngagementBoot.island"));
  reader.fakeSessionActions();
  const sent = fakeApi((request: SentRequest): FakeAnswer => {
    if (request.path === "/remote-config")
      return { status: 200, body: { data: { values: { userFeedback: { feedbacks: [survey] } } } } };
    if (request.path === "/events") return { status: 200, body: { data: { stored: 1 } } };
    return afterPaintAnswer(rightOf(kind));
  });
  reader.sessionIs("signed-in");
  render(
    <PathnameContext value={article}>
      <SearchParamsContext value={new URLSearchParams() as never}>
        <main>
          <p>本文</p>
          <div data-feedback-place />
        </main>
        <EngagementBoot />
      </SearchParamsContext>
    </PathnameContext>,
  );
  return sent;
}

/** The reader finishes the article's exercise, as the quiz islands tell it. */
const quizDone = () =>
  act(() => {
    window.dispatchEvent(new CustomEvent(engagementSignalEvent, { detail: "quizDone" }));
  });

const card = () => screen.queryByRole("region", { name: "アンケートにご協力ください" });
const askedFor = (sent: SentRequest[], path: string) => sent.filter((request) => request.path === path);

describe("EngagementBoot", () => {
  it("asks a subscriber the page's survey in its place once they engaged, sending the answer with the page view", async () => {
    const sent = await articlePage("subscriber");
    await vi.waitFor(() => expect(askedFor(sent, "/remote-config")).toHaveLength(1), { timeout: loadMs });
    // Not over the text while the reader reads.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(card()).toBeNull();

    await quizDone();
    const shown = await screen.findByRole("region", { name: "アンケートにご協力ください" }, { timeout: loadMs });
    expect(shown.parentElement?.hasAttribute("data-feedback-place")).toBe(true);

    await userEvent.click(within(shown).getByRole("radio", { name: "星4つ" }));
    await vi.waitFor(() => expect(askedFor(sent, "/events")).toHaveLength(1));
    const [posted] = askedFor(sent, "/events");
    const { events } = (posted as { body: unknown }).body as { events: { event: string; label: string | null }[] };
    expect(events.map((e) => [e.event, e.label])).toEqual([
      ["page_view", article],
      ["user_feedback", null],
    ]);
    expect(events[1]).toMatchObject({ question_id: "article_rating", answer_value: 4, awd_user_type: "Digital" });
  });

  it("never asks a free member", async () => {
    const sent = await articlePage("free");
    await vi.waitFor(() => expect(askedFor(sent, "/remote-config")).toHaveLength(1), { timeout: loadMs });
    await quizDone();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(card()).toBeNull();
  });
});
