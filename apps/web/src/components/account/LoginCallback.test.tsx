import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reportSession } from "@/auth/session-store";
import { LoginCallback } from "./LoginCallback.island";

// The page the identity provider sends the reader back to: it says the sign-in is being completed,
// and if the SDK reports an error, says the login failed with a link to try again.

describe("LoginCallback", () => {
  it("says the sign-in is being completed, then tells an error as a failure with a way to try again", () => {
    render(<LoginCallback />);
    expect(screen.getByRole("status").textContent).toBe("ログインを完了しています。まもなく元のページに戻ります。");
    expect(screen.queryByRole("alert")).toBeNull();

    act(() => reportSession({ status: "anonymous", user: null, error: "access_denied" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("ログインを完了できませんでした。もう一度お試しください。");
    expect(screen.getByRole("link", { name: "もう一度ログインする" }).getAttribute("href")).toBe("/awd/login");
  });
});
