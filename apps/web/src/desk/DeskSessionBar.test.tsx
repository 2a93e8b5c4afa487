import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { registerSessionActions, reportSession, type SessionStatus } from "@/auth/session-store";
import { DeskSessionBar } from "./DeskSessionBar.island";

// Who is signed in to the desk and the way out: shown only to a signed-in operator.

const logout = vi.fn(async () => {});
registerSessionActions({
  login: async () => {},
  logout,
  renew: async () => {},
  credentials: async () => ({ kind: "bearer", accessToken: "token", idToken: undefined }),
});
const user = { name: "編集 太郎", email: "editor@awd.example", updatedAt: "2026-11-01" };

describe("DeskSessionBar", () => {
  it.each<[SessionStatus, typeof user | null]>([
    ["loading", null],
    ["anonymous", null],
    ["unconfirmed", user],
    ["signed-in", null],
  ])("shows nothing while the session is %s (user %j)", (status, who) => {
    act(() => reportSession({ status, user: who, error: null }));
    const { container } = render(<DeskSessionBar />);
    expect(container.textContent).toBe("");
  });

  it("names the signed-in operator and signs them out on the button", async () => {
    act(() => reportSession({ status: "signed-in", user, error: null }));
    render(<DeskSessionBar />);
    expect(screen.getByText("editor@awd.example でログイン中")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "ログアウト" }));
    expect(logout).toHaveBeenCalledOnce();
  });
});
