// One voice at a time: the article's player and the exercises' sentence players share the page, so
// starting one pauses whichever was playing.
let playing: HTMLAudioElement | undefined;

export function playExclusively(audio: HTMLAudioElement): Promise<void> {
  if (playing && playing !== audio) playing.pause();
  playing = audio;
  return audio.play();
}
