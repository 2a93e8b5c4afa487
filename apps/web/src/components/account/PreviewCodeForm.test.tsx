import { readerCodeMaxLength, readerCodeProblems } from "@awd/core/reader-code";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionStatus } from "@/auth/session-store";
import { accountMessages } from "@/messages/account";
import { type FakeAnswer, fakeApi, heldBack, type SentRequest } from "@/testing/fake-api";
import { afterPaintAnswer, openPage, rightOf } from "@/testing/reader-session";

// The preview-code form of /auth as each reader sees it: loading, a login button for a visitor, a
// note for a reader who is not on the double course, and for a double-course reader the form: the
// code sent once, the API's refusal told beside the field, a server failure told as such (and as a
// toast), success going back to the page the reader came from. The Next.js router is the test's.

const router = {
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
};
const loadMs = 10_000;

afterEach(() => {
  vi.clearAllMocks();
  // The toasts' own root, at the end of the body, goes with the page.
  for (const host of document.querySelectorAll("[data-error-toasts]")) host.remove();
});

async function renderForm(
  status: SessionStatus,
  answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>,
  { path = "/awd/auth?redirectUrl=%2Fawd%2Farticles%2F7", renewing = false } = {},
) {
  window.history.pushState(null, "", path);
  const { PreviewCodeForm, reader } = await openPage(() => import("./PreviewCodeForm.island"));
  const actions = reader.fakeSessionActions();
  const sent = fakeApi(answer);
  reader.sessionIs(status, { renewing });
  render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <PreviewCodeForm />
    </AppRouterContext.Provider>,
  );
  return { sent, actions, user: userEvent.setup() };
}

/** A double-course reader's form, the code answered as told; gives the code's box once the form is there. */
async function doubleCourseForm(code: () => FakeAnswer | Promise<FakeAnswer>, path?: string) {
  const form = await renderForm(
    "signed-in",
    (request) => (request.path === "/auth/preview-code" ? code() : afterPaintAnswer(rightOf("double"))),
    { path },
  );
  const box = await screen.findByRole("textbox", { name: "プレビューコード" }, { timeout: loadMs });
  return { ...form, box };
}

const said = () => screen.getByRole("status").textContent;
const submit = () => screen.getByRole("button", { name: /コードを送信|送信しています…/ }) as HTMLButtonElement;
const posted = (sent: SentRequest[]) => sent.filter((request) => request.method === "POST");

describe("PreviewCodeForm", () => {
  it("says it is loading while the session is being renewed", async () => {
    await renderForm("loading", () => "offline", { renewing: true });
    expect(said()).toBe("読み込んでいます…");
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("asks a visitor to log in first, and logs them in on ログイン", async () => {
    const { actions, user } = await renderForm("anonymous", () => "offline");
    expect(screen.getByText(/プレビューコードを入力するには、ログインしてください。/)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "ログイン" }));
    expect(actions.login).toHaveBeenCalledOnce();
  });

  it.each([
    ["a digital subscriber", "subscriber"],
    ["a free member", "free"],
  ] as const)("tells %s no code is needed", async (_, kind) => {
    await renderForm("signed-in", () => afterPaintAnswer(rightOf(kind)));
    expect(
      await screen.findByText(
        "このアカウントはダブルコースのご契約ではないため、プレビューコードの入力は不要です。",
        undefined,
        { timeout: loadMs },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("takes a code no longer than the API does, sending what it kept", async () => {
    const { sent, box, user } = await doubleCourseForm(() => heldBack<FakeAnswer>().promise);
    await user.type(box, "P".repeat(readerCodeMaxLength.preview + 1));
    expect((box as HTMLInputElement).value).toBe("P".repeat(readerCodeMaxLength.preview));
    await user.click(submit());
    const kept = "P".repeat(readerCodeMaxLength.preview);
    expect(posted(sent).map((request) => request.body)).toEqual([{ previewCode: kept }]);
    expect(readerCodeProblems("preview", kept)).toEqual([]);
  });

  it.each([
    ["the page it came from", "/awd/auth?redirectUrl=%2Fawd%2Farticles%2F7", "/articles/7"],
    ["home without one", "/awd/auth", "/"],
    ["home for a link off the site", "/awd/auth?redirectUrl=https%3A%2F%2Fevil.example%2F", "/"],
  ])("sends the code once and goes back to %s", async (_, path, back) => {
    const answer = heldBack<FakeAnswer>();
    const { sent, box, user } = await doubleCourseForm(() => answer.promise, path);
    expect(submit().disabled).toBe(true);
    await user.type(box, "SPRING26");
    await user.click(submit());
    expect(submit().textContent).toBe("送信しています…");
    expect(submit().disabled).toBe(true);
    expect(posted(sent)).toEqual([{ method: "POST", path: "/auth/preview-code", body: { previewCode: "SPRING26" } }]);

    await act(async () => answer.resolve({ status: 200, body: { data: rightOf("double", 0) } }));
    await waitFor(() => expect(said()).toBe("プレビューコードを確認しました。元のページに戻ります。"));
    expect(router.push).toHaveBeenCalledWith(back);
    expect(
      await screen.findByText("プレビューコードを確認しました。すべての記事をお読みいただけます。", undefined, {
        timeout: loadMs,
      }),
    ).toBeTruthy();
  });

  it("tells the API's refusal beside the field, and stays", async () => {
    const { box, user } = await doubleCourseForm(() => ({
      status: 400,
      // As the API answers: its problem code, with a message in English that the page never shows.
      body: { code: "preview-code-wrong", message: "The preview code is not this month's" },
    }));
    await user.type(box, "WRONG{Enter}");
    await waitFor(() => expect(said()).toBe(accountMessages.codeRefusals["preview-code-wrong"]));
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(submit().disabled).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each([
    ["the server failed", (): FakeAnswer => ({ status: 503 }), accountMessages.codeServerFailed],
    ["no answer came", (): FakeAnswer => "offline", accountMessages.codeNoAnswer],
  ])("tells a failure as a failure when %s, beside the field and as a toast", async (_, failure, failed) => {
    const { sent, box, user } = await doubleCourseForm(failure);
    await user.type(box, "SPRING26{Enter}");
    await waitFor(() => expect(said()).toBe(failed));
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(posted(sent)).toHaveLength(1);
    expect(router.push).not.toHaveBeenCalled();
    // Beside the field and in the toast, which comes once its code loaded.
    await waitFor(() => expect(screen.getAllByText(failed)).toHaveLength(2), { timeout: loadMs });
  });
});
