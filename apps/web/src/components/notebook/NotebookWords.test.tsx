import { notebookLimits } from "@awd/core/constants";
import type { NotebookWord } from "@awd/core/contract/notebook";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reportSession, type SessionStatus } from "@/auth/session-store";
import { type FakeAnswer, fakeApi, heldBack, type SentRequest } from "@/testing/fake-api";
import { fakeSessionActions } from "@/testing/reader-session";
import { NotebookWords } from "./NotebookWords.island";

// The words page as a reader meets it: an invitation to sign in, or their words (searched, sorted
// and paged by the API, kept in the address), an empty notebook said as empty, a search that finds
// nothing said as such, a failure told as a failure, and a word deleted. The network is faked at fetch.

const word = (id: number, text: string, meaning: string): NotebookWord => ({
  id,
  word: text,
  lemma: text,
  sentence: `The ship saw the ${text}.`,
  translation: null,
  meaning,
  articleId: 104,
  note: "",
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  review: { due: "2026-11-20T00:00:00Z", reviewCount: 1, state: "review" },
});

const harbour = word(1, "harbour", "名詞: 港");
const dawn = word(2, "dawn", "名詞: 夜明け");

const page = (items: NotebookWord[], total = items.length, pageCount = 1): FakeAnswer => ({
  status: 200,
  body: { data: { items, total, page: 1, pageSize: 20, pageCount } },
});

function signedAs(status: SessionStatus) {
  act(() => reportSession({ status, user: null, error: null }));
}

/** The notebook's API: the words as `words` answers, no article known, deletes as `remove` answers. */
function api(words: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>, remove?: () => FakeAnswer) {
  return fakeApi((request) => {
    if (request.path.startsWith("/notebook/words?")) return words(request);
    if (request.method === "DELETE") return remove?.() ?? { status: 200, body: { data: { id: 1 } } };
    if (request.path.startsWith("/articles?"))
      return { status: 200, body: { data: { items: [], total: 0, limit: 1, offset: 0 } } };
    return { status: 404, body: { message: "Not found" } };
  });
}

const wordsAsked = (sent: SentRequest[]) =>
  sent.filter((r) => r.path.startsWith("/notebook/words?")).map((r) => r.path);
const shownWords = () =>
  screen
    .queryAllByRole("heading", { level: 2 })
    .filter((heading) => heading.lang === "en")
    .map((heading) => heading.textContent);

beforeEach(() => {
  window.history.replaceState(null, "", "/notebook");
  fakeSessionActions();
  signedAs("signed-in");
});

afterEach(() => {
  vi.useRealTimers();
});

describe("NotebookWords", () => {
  it.each([
    ["anonymous", true],
    ["unconfirmed", false],
  ] as const)("for a reader %s, asks for nothing and invites to sign in: %s", async (status, invited) => {
    signedAs(status);
    const sent = api(() => page([harbour]));
    const { container } = render(<NotebookWords />);
    await act(async () => {});
    if (invited) {
      expect(screen.getByText(/^単語帳を使うには、ログインしてください。/)).toBeTruthy();
      expect(screen.getByRole("button", { name: "ログイン" })).toBeTruthy();
    } else expect(container.textContent).toBe("");
    expect(sent).toEqual([]);
  });

  it("says the words are loading, then shows them with their count", async () => {
    const answer = heldBack<FakeAnswer>();
    const sent = api(() => answer.promise);
    render(<NotebookWords />);
    expect(screen.getByText("読み込んでいます…")).toBeTruthy();

    await act(async () => answer.resolve(page([harbour, dawn], 2)));

    expect(await screen.findByText("2語")).toBeTruthy();
    expect(shownWords()).toEqual(["harbour", "dawn"]);
    expect(screen.getByText("名詞: 港")).toBeTruthy();
    expect(screen.getByRole("link", { name: "復習する" })).toBeTruthy();
    expect(screen.queryByText("読み込んでいます…")).toBeNull();
    expect(wordsAsked(sent)).toEqual(["/notebook/words?sort=newest&p=1"]);
  });

  it("says an empty notebook is empty and where words come from", async () => {
    api(() => page([]));
    render(<NotebookWords />);
    expect(await screen.findByText("まだ保存した単語はありません。")).toBeTruthy();
    expect(screen.getByRole("link", { name: "記事を読みに行く" })).toBeTruthy();
  });

  it("reads the search from the address, and says when nothing matches", async () => {
    window.history.replaceState(null, "", "/notebook?q=ship&sort=word");
    const sent = api(() => page([]));
    render(<NotebookWords />);
    expect(await screen.findByText("「ship」に一致する単語はありません。")).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "単語帳を検索" })).toHaveProperty("value", "ship");
    expect(screen.getByRole("combobox", { name: "並び順" })).toHaveProperty("value", "word");
    expect(wordsAsked(sent)).toEqual(["/notebook/words?sort=word&p=1&q=ship"]);
  });

  it("holds the search box to the API's limit", async () => {
    api(() => page([]));
    render(<NotebookWords />);
    const box = await screen.findByRole("searchbox", { name: "単語帳を検索" });
    expect(box).toHaveProperty("maxLength", notebookLimits.searchMaxLength);
  });

  it("searches what is typed once the typing stops, and keeps it in the address", async () => {
    const sent = api(({ path }) => (path.includes("q=dawn") ? page([dawn]) : page([harbour, dawn])));
    render(<NotebookWords />);
    await screen.findByText("2語");

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.change(screen.getByRole("searchbox", { name: "単語帳を検索" }), { target: { value: "dawn" } });
    act(() => vi.advanceTimersByTime(299));
    await act(async () => {});
    expect(wordsAsked(sent)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    expect(await screen.findByText("1語")).toBeTruthy();
    expect(shownWords()).toEqual(["dawn"]);
    expect(wordsAsked(sent)).toEqual(["/notebook/words?sort=newest&p=1", "/notebook/words?sort=newest&p=1&q=dawn"]);
    expect(window.location.search).toBe("?q=dawn");
  });

  it("asks for the words in the order chosen", async () => {
    const sent = api(() => page([harbour, dawn]));
    render(<NotebookWords />);
    await screen.findByText("2語");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "並び順" }), "復習が近い順");
    await vi.waitFor(() => expect(wordsAsked(sent)).toContain("/notebook/words?sort=due&p=1"));
    expect(window.location.search).toBe("?sort=due");
  });

  it("tells words it could not read as a failure, never as an empty notebook, and asks again", async () => {
    let fails = true;
    api(() => (fails ? { status: 404, body: { message: "Not found" } } : page([harbour])));
    render(<NotebookWords />);

    // The page's other alert is the downloads', empty until a download fails.
    const failed = (await screen.findByText("単語帳を読み込めませんでした。")).closest<HTMLElement>("[role=alert]");
    if (!failed) throw new Error("the failure is not told as an alert");
    expect(screen.queryByText("まだ保存した単語はありません。")).toBeNull();

    fails = false;
    await userEvent.click(within(failed).getByRole("button", { name: "もう一度読み込む" }));
    expect(await screen.findByText("1語")).toBeTruthy();
    expect(shownWords()).toEqual(["harbour"]);
  });

  it.each([
    ["deleted", { status: 200, body: { data: { id: 1 } } }, "「harbour」を削除しました。", ["dawn"]],
    [
      "not deleted",
      { status: 500, body: { message: "Internal" } },
      "削除できませんでした。もう一度お試しください。",
      ["harbour", "dawn"],
    ],
  ] as const)("asks once more before deleting a word, then says it was %s", async (_, answer, said, left) => {
    let gone = false;
    const sent = api(
      () => (gone ? page([dawn]) : page([harbour, dawn])),
      () => {
        gone = answer.status === 200;
        return answer;
      },
    );
    render(<NotebookWords />);
    await screen.findByText("2語");

    await userEvent.click(screen.getByRole("button", { name: "「harbour」を削除" }));
    const confirm = screen.getByRole("group", { name: "「harbour」を単語帳から削除しますか？ 復習の記録も消えます。" });
    await userEvent.click(within(confirm).getByRole("button", { name: "削除する" }));

    expect(await screen.findByText(said)).toBeTruthy();
    await vi.waitFor(() => expect(shownWords()).toEqual(left));
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual(["/notebook/words/1"]);
  });
});
