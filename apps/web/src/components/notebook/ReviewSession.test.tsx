import type { NotebookWord } from "@awd/core/contract/notebook";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reportSession, type SessionStatus } from "@/auth/session-store";
import { type FakeAnswer, fakeApi, heldBack, type SentRequest } from "@/testing/fake-api";
import { fakeSessionActions } from "@/testing/reader-session";
import { publishDueCount } from "./due-count-store";
import { ReviewSession } from "./ReviewSession.island";

// The review screen as a reader meets it: an invitation to sign in, or the due cards one at a time
// (the word in its sentence, then its meaning and the four grades), the end of the queue, and a
// failure told as a failure with a way to ask again. The network is faked at fetch.

const card = (id: number, word: string, sentence: string, meaning: string): NotebookWord => ({
  id,
  word,
  lemma: word,
  sentence,
  translation: null,
  meaning,
  articleId: 104,
  note: "",
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  review: { due: "2026-11-20T00:00:00Z", reviewCount: 2, state: "review" },
});

const harbour = card(1, "harbour", "The ship left the harbour.", "名詞: 港");
const dawn = card(2, "dawn", "It left at dawn.", "名詞: 夜明け");

function signedAs(status: SessionStatus) {
  act(() => reportSession({ status, user: null, error: null }));
}

/** The API of the review: the due queue and the grades as the test says, nothing else known. */
function api(answers: { due?: () => FakeAnswer | Promise<FakeAnswer>; grade?: () => FakeAnswer }) {
  return fakeApi((request: SentRequest) => {
    if (request.path === "/review/due")
      return answers.due?.() ?? { status: 200, body: { data: { cards: [], dueCount: 0 } } };
    if (request.path.startsWith("/review/cards/")) return answers.grade?.() ?? { status: 200, body: { data: {} } };
    if (request.path === "/review/due-count") return { status: 200, body: { data: { dueCount: 1 } } };
    if (request.path.startsWith("/articles?"))
      return { status: 200, body: { data: { items: [], total: 0, limit: 1, offset: 0 } } };
    if (request.path.startsWith("/notebook/words?"))
      return { status: 200, body: { data: { items: [], total: 0, page: 1, pageSize: 20, pageCount: 0 } } };
    return { status: 404, body: { message: "Not found" } };
  });
}

const due = (cards: NotebookWord[], dueCount = cards.length): FakeAnswer => ({
  status: 200,
  body: { data: { cards, dueCount } },
});

beforeEach(() => {
  fakeSessionActions();
  signedAs("signed-in");
});

afterEach(() => {
  act(() => publishDueCount(null));
});

describe("ReviewSession", () => {
  it.each([
    ["anonymous", true],
    ["unconfirmed", false],
  ] as const)("for a reader %s, asks for nothing and invites to sign in: %s", async (status, invited) => {
    signedAs(status);
    const sent = api({});
    const { container } = render(<ReviewSession />);
    await act(async () => {});
    if (invited) {
      expect(screen.getByText(/^復習するには、ログインしてください。/)).toBeTruthy();
      expect(screen.getByRole("button", { name: "ログイン" })).toBeTruthy();
    } else expect(container.textContent).toBe("");
    expect(sent).toEqual([]);
  });

  it("says it is loading while the session is not known yet", () => {
    signedAs("loading");
    render(<ReviewSession />);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "読み込んでいます…");
  });

  it("shows the first due card in its sentence once the queue comes, the answer on 答えを見る", async () => {
    const queue = heldBack<FakeAnswer>();
    api({ due: () => queue.promise });
    render(<ReviewSession />);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "読み込んでいます…");

    await act(async () => queue.resolve(due([harbour, dawn], 12)));

    const shown = screen.getByRole("article", { name: "harbour" });
    expect(screen.getByText("残り12枚")).toBeTruthy();
    expect(within(shown).getByText("この文の単語の意味は？")).toBeTruthy();
    expect(within(shown).getByText("harbour", { selector: "mark" })).toBeTruthy();
    expect(within(shown).queryByText("名詞: 港")).toBeNull();
    expect(within(shown).queryByRole("button", { name: /正解/ })).toBeNull();

    await userEvent.click(within(shown).getByRole("button", { name: /^答えを見る/ }));

    expect(within(shown).getByText("名詞: 港")).toBeTruthy();
    expect(
      within(shown)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["1もう一度", "2難しい", "3正解", "4簡単"]);
  });

  it("sends the grade with the card's review count and moves to the next card", async () => {
    const sent = api({ due: () => due([harbour, dawn]) });
    render(<ReviewSession />);
    await userEvent.click(await screen.findByRole("button", { name: /^答えを見る/ }));

    await userEvent.click(screen.getByRole("button", { name: "正解" }));

    expect(await screen.findByRole("article", { name: "dawn" })).toBeTruthy();
    expect(screen.getByText("残り1枚")).toBeTruthy();
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", path: "/review/cards/1/grade", body: { grade: "good", reviewCount: 2 } },
    ]);
  });

  it("says a grade that could not be sent, and sends it again on もう一度送る", async () => {
    let gradeFails = true;
    const sent = api({
      due: () => due([harbour, dawn]),
      grade: () =>
        gradeFails ? { status: 400, body: { message: "Bad request" } } : { status: 200, body: { data: {} } },
    });
    render(<ReviewSession />);
    await userEvent.click(await screen.findByRole("button", { name: /^答えを見る/ }));
    await userEvent.click(screen.getByRole("button", { name: "もう一度" }));

    const failed = await screen.findByRole("alert");
    expect(within(failed).getByText("評価を送れませんでした。もう一度お試しください。")).toBeTruthy();
    expect(screen.getByRole("article", { name: "harbour" })).toBeTruthy();

    gradeFails = false;
    await userEvent.click(within(failed).getByRole("button", { name: "もう一度送る" }));

    expect(await screen.findByRole("article", { name: "dawn" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { grade: "again", reviewCount: 2 },
      { grade: "again", reviewCount: 2 },
    ]);
  });

  it("says the review is over when no card is due, and that the notebook is empty", async () => {
    api({ due: () => due([]) });
    render(<ReviewSession />);
    expect(await screen.findByRole("heading", { name: "今日の復習はおしまいです" })).toBeTruthy();
    expect(
      await screen.findByText("単語帳に単語がありません。記事の単語をタップして保存すると、ここで復習できます。"),
    ).toBeTruthy();
  });

  it("tells a queue it could not read as a failure, never as the end, and asks again", async () => {
    let fails = true;
    const sent = api({ due: () => (fails ? { status: 404, body: { message: "Not found" } } : due([harbour])) });
    render(<ReviewSession />);

    const failed = await screen.findByRole("alert");
    expect(within(failed).getByText("復習するカードを読み込めませんでした。")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "今日の復習はおしまいです" })).toBeNull();

    fails = false;
    await userEvent.click(within(failed).getByRole("button", { name: "もう一度読み込む" }));

    expect(await screen.findByRole("article", { name: "harbour" })).toBeTruthy();
    expect(sent.filter((r) => r.path === "/review/due")).toHaveLength(2);
  });
});
