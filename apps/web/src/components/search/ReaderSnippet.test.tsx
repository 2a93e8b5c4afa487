import type { SnippetPart } from "@awd/core/contract/search";
import { type AuthorizationRight, emptyRight } from "@awd/core/rights";
import { act, render, screen } from "@testing-library/react";
import { PathnameContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { reportSession, type SessionStatus } from "@/auth/session-store";
import { type FakeAnswer, fakeApi } from "@/testing/fake-api";
import { fakeSessionActions } from "@/testing/reader-session";
import { ReaderSnippet } from "./ReaderSnippet.island";

// A search result's snippet as a reader sees it: the page's own (from a paid article's lead, asked
// anonymously on the server), replaced by the one the API gives a subscriber with their credentials;
// kept when the reader holds no right or the API cannot answer. The network is faked at fetch.

const subscriber: AuthorizationRight = {
  ...emptyRight,
  productContentId: "digital",
  status: "available",
  startedAt: "2026-01-01T00:00:00Z",
  expireAt: "2099-12-31T00:00:00Z",
};

const served: SnippetPart[] = [
  { text: "The ship left the ", match: false },
  { text: "harbour", match: true },
];
const own: SnippetPart[] = [
  { text: "At dusk it came back to the ", match: false },
  { text: "harbour", match: true },
];

const hit = (objectID: string, snippet: SnippetPart[]) => ({
  objectID,
  articleId: 104,
  contentId: "104",
  content: "news-topics",
  magazineName: "News Topics",
  level: "beginner",
  titleEn: "The harbour",
  titleJa: "港",
  thumbnail: "",
  snippet,
  snippetLanguage: "en",
  publishedAt: "2026-11-13T21:01:00Z",
});

let page = 0;
/** A results page for `word` (its own path and search, so the right and the snippets are asked for it). */
function resultsFor(status: SessionStatus, right: AuthorizationRight, search: () => FakeAnswer) {
  page += 1;
  const word = `harbour${page}`;
  window.history.replaceState(null, "", `/awd/search?word=${word}`);
  const sent = fakeApi(({ path }) =>
    path.startsWith("/reader/after-paint")
      ? { status: 200, body: { data: { right, dueCount: 0, finished: [] } } }
      : search(),
  );
  act(() => reportSession({ status, user: null, error: null }));
  render(
    <PathnameContext value={`/search/${page}`}>
      <ReaderSnippet objectID="104" word={word} page={1} parts={served} lang="en" label="本文" />
    </PathnameContext>,
  );
  return { sent, word };
}

const snippet = () => screen.getByText("本文：", { exact: false }).closest("p")?.textContent;
const found = (items: ReturnType<typeof hit>[]): FakeAnswer => ({
  status: 200,
  body: { data: { items, total: items.length, page: 1, pageSize: 20, pageCount: 1 } },
});

beforeEach(() => {
  fakeSessionActions();
});

// The right of the last test's reader stands until this one's is asked (right-store.ts), so the
// readers without a right come first.
describe("ReaderSnippet", () => {
  it.each([
    ["an anonymous reader", "anonymous", subscriber, () => found([hit("104", own)])],
    ["a member without a right", "signed-in", emptyRight, () => found([hit("104", own)])],
  ] as const)("keeps the page's snippet for %s, asking no search", async (_, status, right, search) => {
    const { sent } = resultsFor(status, right, search);
    await act(async () => {});
    await vi.waitFor(() =>
      expect(sent.filter((r) => r.path.startsWith("/reader")).length).toBe(status === "anonymous" ? 0 : 1),
    );
    await act(async () => {});
    expect(sent.filter((r) => r.path.startsWith("/search"))).toEqual([]);
    expect(snippet()).toBe("本文：The ship left the harbour");
  });

  it("replaces the page's snippet with the subscriber's own, asked once with their credentials", async () => {
    const { sent, word } = resultsFor("signed-in", subscriber, () => found([hit("104", own)]));
    expect(snippet()).toBe("本文：The ship left the harbour");
    await vi.waitFor(() => expect(snippet()).toBe("本文：At dusk it came back to the harbour"));
    expect(screen.getByText("harbour").tagName).toBe("MARK");
    expect(sent.filter((r) => r.path.startsWith("/search"))).toHaveLength(1);
    expect(sent.map((r) => r.path)).toContain(`/search?q=${word}&p=1`);
  });

  it.each([
    ["the API fails", (): FakeAnswer => ({ status: 404, body: { message: "Not found" } })],
    ["the result is not in the reader's answer", () => found([hit("999", own)])],
  ])("keeps the page's snippet when %s, not the last search's", async (_, search) => {
    const { sent } = resultsFor("signed-in", subscriber, search);
    await vi.waitFor(() => expect(sent.filter((r) => r.path.startsWith("/search"))).toHaveLength(1));
    await act(async () => {});
    expect(snippet()).toBe("本文：The ship left the harbour");
  });
});
