// When the card may ask (issue 13): only after the reader has really engaged with the page (read
// to its end, heard the audio to its end, finished an exercise, or is leaving), and not while they
// listen or type, which the card would interrupt; a reader on the way out is asked at once.
const engagementSignals = ["reachedEnd", "audioEnded", "quizDone", "leaving"] as const;
export type EngagementSignal = (typeof engagementSignals)[number];

export interface ReaderMoment {
  /** what the reader has done on this page so far */
  signals: readonly EngagementSignal[];
  /** the page's audio is playing */
  listening: boolean;
  /** the focus is in a text field (a dictation, the search box) */
  typing: boolean;
}

export const isSurveyMoment = ({ signals, listening, typing }: ReaderMoment): boolean =>
  signals.includes("leaving") || (signals.length > 0 && !listening && !typing);
