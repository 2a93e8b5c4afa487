import type { ReaderDetail } from "@awd/core/contract/desk-readers";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PathParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { describe, expect, it, vi } from "vitest";
import { editor, ok, problem, renderDesk, screenRequests, viewer } from "@/testing/desk";
import { answerQuestion, itTellsAFailedRead } from "@/testing/desk-cases";
import { type FakeAnswer, heldBack, type SentRequest } from "@/testing/fake-api";
import { ReaderScreen } from "./ReaderScreen.island";

// One reader's page as an operator uses it (the account named by the address, as Next gives the
// route's params): loading, the facts, a failure told as its status says with a way to read again,
// a viewer without changes, and each change (revoking and replacing a running course asked first)
// sent once with its outcome, the page showing the account the API answered.

const course = (expireAt: string): NonNullable<ReaderDetail["course"]> => ({
  product: "digital",
  status: "available",
  startedAt: "2020-01-01T00:00:00+09:00",
  expireAt,
  isDoubleCourseFirstMonthContract: false,
  previewCodeAuthenticatedAt: null,
});
const detail = (over: Partial<ReaderDetail> = {}): ReaderDetail => ({
  subject: "auth0|1",
  email: "hanako@awd.example",
  name: "山田 花子",
  kind: "personal",
  course: course("2099-01-01T00:00:00+09:00"),
  createdAt: "2020-01-01T00:00:00+09:00",
  linkingCode: null,
  ...over,
});
// Far from today, so the course runs (or has ended) whenever the test runs.
const running = detail();
const ended = detail({ course: course("2020-02-01T00:00:00+09:00") });

const isRead = (r: SentRequest) => r.method === "GET";
const changes = (sent: SentRequest[]) =>
  screenRequests(sent)
    .filter((r) => !isRead(r))
    .map((r) => [r.path, r.body]);

const noDialogOpen = () =>
  screen.getAllByRole("dialog", { hidden: true }).every((dialog) => !(dialog as HTMLDialogElement).open);

const readerPage = (subject = "auth0%7C1") => (
  <PathParamsContext.Provider value={{ subject }}>
    <ReaderScreen />
  </PathParamsContext.Provider>
);
const renderReader = (permissions: typeof editor, answer: (r: SentRequest) => FakeAnswer | Promise<FakeAnswer>) =>
  renderDesk(readerPage(), permissions, answer);
const reads =
  (reader: ReaderDetail, change: (r: SentRequest) => FakeAnswer = () => ok(reader)) =>
  (r: SentRequest) =>
    isRead(r) ? ok(reader) : change(r);

describe("ReaderScreen", () => {
  it("reads the account of the address, then shows its facts under its email", async () => {
    const answer = heldBack<FakeAnswer>();
    const sent = await renderReader(editor, () => answer.promise);
    expect(screen.getByText("購読者を読み込んでいます…").getAttribute("role")).toBe("status");
    expect(screenRequests(sent).map((r) => r.path)).toEqual(["/desk/readers/auth0%7C1"]);

    await act(async () => answer.resolve(ok(running)));
    expect(screen.getByRole("heading", { level: 1, name: "hanako@awd.example" })).toBeTruthy();
    expect(screen.getByText("山田 花子")).toBeTruthy();
    expect(screen.getByText("デジタルコース", { selector: "dd" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "購読者の検索へ戻る" }).getAttribute("href")).toContain("/desk/readers");
  });

  itTellsAFailedRead(() => readerPage(), {
    answer: reads(running),
    loaded: () => screen.findByRole("heading", { level: 1, name: "hanako@awd.example" }),
  });

  it("shows a viewer the facts and no change", async () => {
    await renderReader(viewer, reads(running));
    expect(await screen.findByText("このアカウントは閲覧のみのため、変更はできません。")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "コースと種別の変更" })).toBeNull();
    expect(screen.queryAllByRole("button", { name: /付与|延長|取り消す|法人ID/ })).toEqual([]);
  });

  it("offers no extending or revoking without a running course", async () => {
    await renderReader(editor, reads(ended));
    expect(await screen.findByText("有効なコースがないため、延長・取り消しはできません。")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "延長する" })).toBeNull();
    expect(screen.queryByRole("button", { name: "コースを取り消す" })).toBeNull();
  });

  it.each([
    {
      change: "granting a course to a reader without one",
      reader: ended,
      act: "付与する",
      sent: ["/desk/readers/auth0%7C1/course", { product: "digital", months: 1, firstMonth: false }],
      said: "コースを付与しました。",
    },
    {
      change: "extending a running course",
      reader: running,
      act: "延長する",
      sent: ["/desk/readers/auth0%7C1/course/extend", { months: 1 }],
      said: "コースを延長しました。",
    },
    {
      change: "making the account a corporate ID",
      reader: running,
      act: "法人IDにする",
      sent: ["/desk/readers/auth0%7C1/corporate", { corporate: true }],
      said: "法人IDにしました。",
    },
  ])("sends $change at once and tells it", async ({ reader, act: button, sent: request, said }) => {
    const sent = await renderReader(
      editor,
      reads(reader, () => ok({ ...reader, kind: "corporate" })),
    );
    await userEvent.click(await screen.findByRole("button", { name: button }));
    await vi.waitFor(() => expect(screen.getByText(said).getAttribute("role")).toBe("status"));
    expect(changes(sent)).toEqual([request]);
    // the page shows the account as the API answered it
    expect(screen.getByRole("button", { name: "法人IDを外す" })).toBeTruthy();
  });

  it.each([
    {
      change: "revoking a course",
      button: "コースを取り消す",
      question: "hanako@awd.example のコースを取り消しますか？",
      confirm: "取り消す",
      request: ["/desk/readers/auth0%7C1/course/revoke", undefined],
      said: "コースを取り消しました。",
    },
    {
      change: "granting over a running course",
      button: "付与する",
      question: "hanako@awd.example の有効なコースを置き換えますか？",
      confirm: "置き換える",
      request: ["/desk/readers/auth0%7C1/course", { product: "digital", months: 1, firstMonth: false, replace: true }],
      said: "コースを付与しました。",
    },
  ])("asks before $change; nothing is sent on やめる, the change once confirmed", async (c) => {
    const sent = await renderReader(
      editor,
      reads(running, () => ok(ended)),
    );
    const user = userEvent.setup();
    await answerQuestion(user, { button: c.button, title: c.question, answer: "やめる" });
    expect(noDialogOpen()).toBe(true);
    expect(changes(sent)).toEqual([]);

    await answerQuestion(user, { button: c.button, title: c.question, answer: c.confirm });
    await vi.waitFor(() => expect(screen.getByText(c.said).getAttribute("role")).toBe("status"));
    expect(changes(sent)).toEqual([c.request]);
  });

  it("tells a grant refused because a course started meanwhile, in the question", async () => {
    await renderReader(
      editor,
      reads(running, () => problem(409)),
    );
    const asked = await answerQuestion(userEvent.setup(), {
      button: "付与する",
      title: "hanako@awd.example の有効なコースを置き換えますか？",
      answer: "置き換える",
    });
    expect((await within(asked).findByRole("alert")).textContent).toBe(
      "この購読者には有効なコースがあるため、何も変更していません。ページを読み込み直して、現在のコースを確かめてください。",
    );
  });
});
