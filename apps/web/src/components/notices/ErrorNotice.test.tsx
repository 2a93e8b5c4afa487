import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorNotice } from "./ErrorNotice.island";

// What an error boundary shows a reader: an alert in Japanese that the page could not be shown,
// a way to try again and a way home.

describe("ErrorNotice", () => {
  it("says the page could not be shown, with the way home", () => {
    render(<ErrorNotice retry={() => {}} />);
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { level: 1, name: "エラーが発生しました" })).toBeTruthy();
    expect(alert.textContent).toContain("ページを表示できませんでした。時間をおいて、もう一度お試しください。");
    expect(screen.getByRole("link", { name: "トップページへ" }).getAttribute("href")).toBe("/awd");
  });

  it("tries again on もう一度読み込む", async () => {
    const retry = vi.fn();
    render(<ErrorNotice retry={retry} />);
    await userEvent.click(screen.getByRole("button", { name: "もう一度読み込む" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
