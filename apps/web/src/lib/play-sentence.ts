// docs/product/audio-and-dictation.md#the-audio-player: the word popover's この文を聞く asks the
// article's player to play one sentence (by its data-sentence key); the player owns the audio.
const playSentenceEvent = "awd:play-sentence";

export const askToPlaySentence = (sentenceKey: string) =>
  document.dispatchEvent(new CustomEvent(playSentenceEvent, { detail: sentenceKey }));

/** Calls `play` with each sentence key asked for, until `signal` aborts. */
export const onPlaySentence = (play: (sentenceKey: string) => void, signal: AbortSignal) =>
  document.addEventListener(
    playSentenceEvent,
    (event) => {
      if (event instanceof CustomEvent && typeof event.detail === "string") play(event.detail);
    },
    { signal },
  );
