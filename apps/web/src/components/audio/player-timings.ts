import type { SentenceTiming } from "@awd/core/contract/articles";

/** What the audio player needs of a sentence's timing: where it is and when it is read, not its text. */
export type PlayerTiming = Omit<SentenceTiming, "text">;

/**
 * The timings the server gives the player island: without the sentences' text, which the page
 * already shows and the player never reads, so the text is not sent twice in the flight payload.
 */
export const playerTimings = (sentences: readonly SentenceTiming[]): PlayerTiming[] =>
  sentences.map(({ paragraph, sentence, startMs, endMs }) => ({ paragraph, sentence, startMs, endMs }));
