import type { DeskPermission } from "@awd/core/desk-permissions";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { registerSessionActions, reportSession, type SessionStatus } from "@/auth/session-store";
import { deskOperator, ok, problem } from "@/testing/desk";
import { type FakeAnswer, fakeApi, heldBack } from "@/testing/fake-api";
import { DeskGate } from "./DeskGate.island";
import { useDeskMayChange, useDeskOperator } from "./desk-operator";

// The desk's sign-in gate as a visitor meets it: a signed-out one is sent to sign in, a signed-in one
// waits while the API says who they are, an operator is let in with their permissions, anyone else is
// refused, and a check that failed is told with a way to check again.

const actions = {
  login: vi.fn(async () => {}),
  logout: vi.fn(async () => {}),
  renew: vi.fn(async () => {}),
  credentials: async () => ({ kind: "bearer" as const, accessToken: "token", idToken: undefined }),
};

/** What a screen behind the gate knows of its operator. */
function Screen() {
  const operator = useDeskOperator();
  const mayChange = useDeskMayChange("codes");
  return <h1>{`${operator.email} ${mayChange ? "may change" : "reads only"}`}</h1>;
}

function open(status: SessionStatus, me: () => FakeAnswer | Promise<FakeAnswer>) {
  act(() => reportSession({ status, user: null, error: null }));
  const sent = fakeApi(me);
  render(
    <DeskGate>
      <Screen />
    </DeskGate>,
  );
  return sent;
}

beforeEach(() => {
  vi.clearAllMocks();
  registerSessionActions(actions);
});

describe("DeskGate", () => {
  it.each<[string, DeskPermission[], string]>([
    ["an editor", ["desk:read", "desk:write"], "editor@awd.example may change"],
    ["a viewer", ["desk:read"], "editor@awd.example reads only"],
  ])("checks who is signed in, then lets %s in with their permissions", async (_, permissions, seen) => {
    const me = heldBack<FakeAnswer>();
    const sent = open("signed-in", () => me.promise);
    expect(screen.getByRole("status").textContent).toBe("編集部の権限を確認しています…");
    expect(screen.queryByRole("heading")).toBeNull();
    await vi.waitFor(() => expect(sent.map((r) => r.path)).toEqual(["/desk/me"]));

    await act(async () => me.resolve(ok(deskOperator(permissions))));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(seen);
  });

  it("refuses an account the API refuses, with the way back to the site", async () => {
    open("signed-in", () => problem(403));
    expect(await screen.findByRole("heading", { name: "このアカウントでは編集部の画面を使えません" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "サイトのトップへ" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "もう一度確認する" })).toBeNull();
  });

  it.each([
    [404, "見つかりませんでした。"],
    [401, "ログインの有効期限が切れました。ページを読み込み直してログインしてください。"],
  ])("tells a check answered %i, and checks again on the button", async (status, said) => {
    let fail = true;
    const sent = open("signed-in", () => (fail ? problem(status) : ok(deskOperator(["desk:read"]))));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(said);
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "もう一度確認する" }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("editor@awd.example reads only");
    expect(sent).toHaveLength(2);
  });

  it("sends a signed-out visitor to sign in, asking the API nothing", async () => {
    const sent = open("anonymous", () => ok({}));
    expect(screen.getByRole("status").textContent).toBe("ログインページへ移動しています…");
    await vi.waitFor(() => expect(actions.login).toHaveBeenCalledOnce());
    expect(sent).toEqual([]);
  });

  it("tells a session that could not be confirmed, and asks the provider again on the button", async () => {
    open("unconfirmed", () => ok({}));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("ログインの状態を確認できませんでした。");
    await userEvent.click(within(alert).getByRole("button", { name: "もう一度確認する" }));
    expect(actions.renew).toHaveBeenCalledOnce();
  });

  // Last: the session store keeps an alliance visitor so for the rest of the page (of this file).
  it("refuses an alliance visitor without asking the API", () => {
    const sent = open("alliance", () => ok({}));
    expect(screen.getByRole("heading", { name: "このアカウントでは編集部の画面を使えません" })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
