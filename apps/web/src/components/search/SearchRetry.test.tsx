import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { describe, expect, it, vi } from "vitest";
import { SearchRetry } from "./SearchRetry.island";

// The button of a failed search as the reader uses it: it asks the page's results again (rendered
// anew on the server: the router's refresh), once per press.

function renderInRouter() {
  const refresh = vi.fn();
  const router = { refresh } as unknown as AppRouterInstance;
  render(
    <AppRouterContext value={router}>
      <SearchRetry />
    </AppRouterContext>,
  );
  return refresh;
}

describe("SearchRetry", () => {
  it.each([1, 2])("asks for the results again on もう一度検索する, pressed %i times", async (presses) => {
    const refresh = renderInRouter();
    const retry = screen.getByRole("button", { name: "もう一度検索する" });
    expect(retry).toHaveProperty("disabled", false);
    for (let i = 0; i < presses; i += 1) await userEvent.click(retry);
    expect(refresh).toHaveBeenCalledTimes(presses);
  });
});
