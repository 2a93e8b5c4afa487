import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withBase } from "@/lib/paths";
import { fakeApi } from "@/testing/fake-api";
import { fakeSessionActions } from "@/testing/reader-session";
import { publishDueCount } from "./due-count-store";
import { refreshDueCount } from "./notebook-api";
import { ReviewBadge } from "./ReviewBadge.island";

// The header's badge of the cards due now, as a signed-in reader sees it beside the user menu: a
// link to the review screen saying how many words wait, and nothing while none does or the count is
// not known. Counts come as the pages publish them (after-paint's answer, the review screen's refresh).

beforeEach(() => {
  fakeSessionActions();
});

afterEach(() => {
  act(() => publishDueCount(null));
});

const badge = () => screen.queryByRole("link", { name: /^復習する単語/ });

describe("ReviewBadge", () => {
  it.each([
    ["the count not known yet", null],
    ["no card due", 0],
  ])("shows nothing with %s", (_, count) => {
    act(() => publishDueCount(count));
    const { container } = render(<ReviewBadge />);
    expect(badge()).toBeNull();
    expect(container.textContent).toBe("");
  });

  it.each([
    [1, "1"],
    [42, "42"],
    [99, "99"],
    [100, "99+"],
    [1234, "99+"],
  ])("links %i due words to the review screen, showing %s", (count, shown) => {
    act(() => publishDueCount(count));
    render(<ReviewBadge />);
    const link = screen.getByRole("link", { name: `復習する単語 ${count}語` });
    expect(link.getAttribute("href")).toBe(withBase("/review"));
    expect(link.querySelector("[aria-hidden=true]:not(svg)")?.textContent).toBe(shown);
  });

  it("follows the count the API gives when the review screen asks again, and goes when none is left", async () => {
    act(() => publishDueCount(5));
    render(<ReviewBadge />);
    expect(badge()).toHaveProperty("textContent", expect.stringContaining("復習する単語 5語"));

    let due = 4;
    const sent = fakeApi(() => ({ status: 200, body: { data: { dueCount: due } } }));
    await act(() => refreshDueCount());
    expect(screen.getByRole("link", { name: "復習する単語 4語" })).toBeTruthy();

    due = 0;
    await act(() => refreshDueCount());
    expect(badge()).toBeNull();
    expect(sent.map((r) => r.path)).toEqual(["/review/due-count", "/review/due-count"]);
  });

  it("keeps the last count when the API cannot answer", async () => {
    act(() => publishDueCount(7));
    render(<ReviewBadge />);
    fakeApi(() => ({ status: 404, body: { message: "Not found" } }));
    await act(() => refreshDueCount());
    expect(screen.getByRole("link", { name: "復習する単語 7語" })).toBeTruthy();
  });
});
