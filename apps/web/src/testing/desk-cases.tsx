import type { DeskPermission } from "@awd/core/desk-permissions";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { expect, it, vi } from "vitest";
import { deskChanges, editor, ok, problem, renderDesk, screenRequests } from "./desk";
import { type FakeAnswer, heldBack, type SentRequest } from "./fake-api";

// The cases every desk screen of a kind has, written once: a read the API refused told with a way to
// read again, a change asked first (its question answered), an entry of a list removed once asked.

/** The API's refusals of a read, as every desk screen tells them. */
export const readRefusals: [status: number, said: string][] = [
  [403, "この操作を行う権限がありません。"],
  [404, "見つかりませんでした。"],
];

interface FailedRead {
  permissions?: readonly DeskPermission[];
  /** the requests that fail (every one unless told) */
  isRead?: (request: SentRequest) => boolean;
  /** how the API answers once the read is asked again, and every other request */
  answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;
}

/**
 * A desk screen whose read the API answered `status`: the alert telling it, and `readAgain`, which
 * clicks もう一度読み込む with the API answering by `answer` from then on.
 */
export async function renderFailedRead(
  ui: ReactNode,
  status: number,
  { permissions = editor, isRead, answer }: FailedRead,
) {
  let failing = true;
  const sent = await renderDesk(ui, permissions, (r) =>
    failing && (isRead?.(r) ?? true) ? problem(status) : answer(r),
  );
  const alert = await screen.findByRole("alert");
  const readAgain = async () => {
    failing = false;
    await userEvent.click(within(alert).getByRole("button", { name: "もう一度読み込む" }));
  };
  return { sent, alert, readAgain };
}

/** The case of every desk screen that reads: a read refused is told as such, and read again on the button. */
export function itTellsAFailedRead(ui: () => ReactNode, read: FailedRead & { loaded: () => Promise<unknown> }) {
  it.each(readRefusals)("tells a read answered %i, and reads again on the button", async (status, said) => {
    const { alert, readAgain } = await renderFailedRead(ui(), status, read);
    expect(alert.textContent).toContain(said);
    await readAgain();
    expect(await read.loaded()).toBeTruthy();
  });
}

/** The desk's question before a change (its confirmation dialog), by its title. */
export const question = (title: string) =>
  screen.getByRole("dialog", { name: title, hidden: true }) as HTMLDialogElement;

/**
 * Clicks `button`, which asks first: the question titled `title` opens, and is answered with its
 * button `answer` (やめる, or the change's own). Gives the question.
 */
export async function answerQuestion(
  user: ReturnType<typeof userEvent.setup>,
  { button, title, answer }: { button: string; title: string; answer: string },
) {
  await user.click(await screen.findByRole("button", { name: button }));
  const asked = question(title);
  expect(asked.open).toBe(true);
  await user.click(within(asked).getByRole("button", { name: answer }));
  return asked;
}

interface Removal {
  ui: () => ReactNode;
  /** the API answering the screen's read, and a change with `change` */
  api: (change: (request: SentRequest) => FakeAnswer) => (request: SentRequest) => FakeAnswer;
  isRead: (request: SentRequest) => boolean;
  loaded: () => Promise<unknown>;
  /** the button that removes, its question's title, what a removal done says, and the request it sends */
  button: string;
  title: string;
  said: string;
  request: unknown[];
}

/**
 * The cases of a desk list whose entries are removed: asked first, nothing sent on やめる; once
 * confirmed, the request sent once and its answer told, the list read again after a removal only.
 */
export function itRemovesOnceAsked(what: string, removal: Removal) {
  it(`asks before removing ${what}, and sends nothing when the operator changes their mind`, async () => {
    const sent = await renderDesk(
      removal.ui(),
      editor,
      removal.api(() => ok({})),
    );
    await removal.loaded();
    const asked = await answerQuestion(userEvent.setup(), { ...removal, answer: "やめる" });
    expect(asked.open).toBe(false);
    expect(deskChanges(sent)).toEqual([]);
  });

  it.each([
    [200, removal.said, "status"],
    [404, "見つかりませんでした。", "alert"],
  ])(`removes ${what} once asked; an answer %i is told`, async (status, said, role) => {
    const sent = await renderDesk(
      removal.ui(),
      editor,
      removal.api(() => (status === 200 ? ok({}) : problem(status))),
    );
    await removal.loaded();
    await answerQuestion(userEvent.setup(), { ...removal, answer: "削除する" });
    await vi.waitFor(() => expect(screen.getByText(said).getAttribute("role")).toBe(role));
    expect(deskChanges(sent)).toEqual([removal.request]);
    expect(screenRequests(sent).filter(removal.isRead)).toHaveLength(status === 200 ? 2 : 1);
  });
}

/**
 * A desk screen whose read the API holds back: `answer` gives it `data` and resolves once the table
 * `loaded` finds shows, with its rows as an operator reads them (the cells' text, heading row aside).
 */
export async function renderHeldRead(ui: ReactNode, isRead: (request: SentRequest) => boolean) {
  const held = heldBack<FakeAnswer>();
  await renderDesk(ui, editor, (r) => (isRead(r) ? held.promise : ok({})));
  return {
    async answer(data: unknown, loaded: () => Promise<HTMLElement>) {
      await act(async () => held.resolve(ok(data)));
      return within(await loaded())
        .getAllByRole("row")
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole("cell")
            .map((cell) => cell.textContent),
        );
    },
  };
}
