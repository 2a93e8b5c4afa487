import { articleFixture } from "@awd/core/article-fixtures";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { registerSessionActions, reportSession, type SessionStatus } from "@/auth/session-store";
import { type FakeAnswer, fakeApi, heldBack, type SentRequest } from "@/testing/fake-api";
import { ArticleBody } from "./ArticleBody";
import { PaidArticleGate } from "./PaidArticleGate.island";
import { ServedBody } from "./ServedBody";

// A paid article as a reader meets it: the server's lead and prompt first, then, for a signed-in
// reader, the full text the API gives them with their token; a failure is told as a failure (what
// failed, its status, a reload), never as the subscribe prompt. The network is faked at fetch.

/** What the API gives a subscriber: the lead and the rest of the text. */
const subscribed = articleFixture({
  access: true,
  reason: null,
  body: { paragraphs: [{ en: "It came back at dusk.", ja: "夕方に戻った。" }], glossary: [], quiz: [], audio: null },
});

const prompt = () => screen.queryByRole("heading", { name: "この続きは有料会員向けです" });
const paidText = () => screen.queryByText("It came back at dusk.");

function signedAs(status: SessionStatus) {
  act(() => reportSession({ status, user: null, error: null }));
}

/** The article page's paid body: the server's lead and prompt inside the gate, the API answering as told. */
function openArticle(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent = fakeApi(answer);
  // fakeApi records what a request asks for; the credentials it carries are read here.
  const faked = globalThis.fetch;
  const authorization: (string | null)[] = [];
  vi.stubGlobal("fetch", (input: string | URL, init: RequestInit = {}) => {
    authorization.push(new Headers(init.headers).get("authorization"));
    return faked(input, init);
  });
  const served = articleFixture();
  render(
    <PaidArticleGate article={served}>
      <ServedBody>
        <ArticleBody article={served} />
      </ServedBody>
    </PaidArticleGate>,
  );
  return { sent, authorization };
}

beforeEach(() => {
  registerSessionActions({
    login: async () => {},
    logout: async () => {},
    renew: async () => {},
    credentials: async () => ({ kind: "bearer", accessToken: "subscriber-token", idToken: undefined }),
  });
  signedAs("signed-in");
});

describe("PaidArticleGate", () => {
  it("keeps the server's lead and prompt until the subscriber's text comes, fetched with their token", async () => {
    const answer = heldBack<FakeAnswer>();
    const { sent, authorization } = openArticle(() => answer.promise);

    expect(screen.getByText("The ship left the harbour.")).toBeTruthy();
    expect(prompt()).toBeTruthy();
    expect(paidText()).toBeNull();
    await vi.waitFor(() => expect(sent).toEqual([{ method: "GET", path: "/news-topics/104", body: undefined }]));
    expect(authorization).toEqual(["Bearer subscriber-token"]);

    await act(async () => answer.resolve({ status: 200, body: { data: subscribed } }));

    expect(await screen.findByText("It came back at dusk.")).toBeTruthy();
    expect(screen.getByText("The ship left the harbour.")).toBeTruthy();
    expect(prompt()).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    ["a status the API answered", { status: 503, body: { message: "Unavailable" } }, "（エラー 503）"],
    ["an article it does not find", { status: 404, body: { message: "Not found" } }, "（エラー 404）"],
    ["no answer at all", "offline", "（通信エラー）"],
  ] as const)("tells %s as a failure with a reload, never the prompt", async (_, failure, cause) => {
    let fails = true;
    const { sent } = openArticle(() => (fails ? failure : { status: 200, body: { data: subscribed } }));

    const notice = await screen.findByRole("alert");
    expect(notice).toHaveProperty("textContent", expect.stringContaining(`記事の続きを読み込めませんでした${cause}`));
    expect(screen.getByText("The ship left the harbour.")).toBeTruthy();
    expect(prompt()).toBeNull();
    expect(paidText()).toBeNull();

    fails = false;
    const asked = sent.length;
    await userEvent.click(screen.getByRole("button", { name: "再読み込み" }));

    expect(await screen.findByText("It came back at dusk.")).toBeTruthy();
    expect(sent.length).toBeGreaterThan(asked);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(prompt()).toBeNull();
  });

  it("keeps the prompt for an anonymous reader, asking the API nothing", async () => {
    signedAs("anonymous");
    const { sent } = openArticle(() => ({ status: 200, body: { data: subscribed } }));
    await act(async () => {});

    expect(prompt()).toBeTruthy();
    expect(screen.getByRole("link", { name: "ログインして読む" })).toBeTruthy();
    expect(paidText()).toBeNull();
    expect(sent).toEqual([]);
  });
});
