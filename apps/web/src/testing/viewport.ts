import { act } from "@testing-library/react";

// The width of the window a component test renders in: happy-dom's media queries (matchMedia)
// answer for it, as a browser's do for its window.

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

export function viewportWidth(width: number) {
  act(() => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 }));
}
