import { expect, it } from "vitest";
import { connectTracking, type TrackedInput, track } from "./track";

it("keeps what is tracked before the queue loads, hands it over in order, then passes events on", () => {
  track("search", "climate");
  track("page_view");
  const received: TrackedInput[] = [];
  connectTracking((input) => received.push(input));
  track("audio_play", "/awd/news-topics/101");
  expect(received).toEqual([
    { event: "search", label: "climate" },
    { event: "page_view", label: null },
    { event: "audio_play", label: "/awd/news-topics/101" },
  ]);
});
