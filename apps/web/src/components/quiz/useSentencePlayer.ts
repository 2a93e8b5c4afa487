"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { playExclusively } from "@/lib/exclusive-audio";

export interface SentenceClip {
  startMs: number;
  endMs: number;
}

// Plays one sentence of the article's audio (dictation, listen and repeat): from its start to its
// end, then stops. Returns which clip is playing, by the caller's key.
export function useSentencePlayer(src: string) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(() => () => audio.current?.pause(), []);

  const play = useCallback(
    (key: string, clip: SentenceClip) => {
      if (!audio.current) {
        audio.current = new Audio(src);
        audio.current.preload = "auto";
      }
      const element = audio.current;
      element.pause();
      element.currentTime = clip.startMs / 1000;
      const stop = () => {
        element.pause();
        setPlaying(null);
      };
      element.ontimeupdate = () => {
        if (element.currentTime * 1000 >= clip.endMs) stop();
      };
      element.onended = stop;
      setPlaying(key);
      // Paused by another player (or by the pause above, whose event comes later): not playing.
      element.onpause = () => {
        if (element.paused) setPlaying(null);
      };
      playExclusively(element).catch(() => setPlaying(null));
    },
    [src],
  );

  return { play, playing };
}
