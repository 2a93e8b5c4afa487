"use client";

import { type CSSProperties, useCallback, useEffect, useRef, useState } from "react";
import { playExclusively } from "@/lib/exclusive-audio";
import { onPlaySentence } from "@/lib/play-sentence";
import { textClickOf } from "@/lib/text-click";
import { audioMessages } from "@/messages/audio";
import styles from "./AudioPlayer.module.css";
import type { PlayerTiming } from "./player-timings";

const speeds = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/** The index of the sentence being spoken at `ms`: the last one started by then. */
const sentenceAt = (sentences: PlayerTiming[], ms: number) => {
  let found = -1;
  for (let i = 0; i < sentences.length && (sentences[i]?.startMs ?? Infinity) <= ms; i++) found = i;
  return found;
};

const sentenceElement = (timing: PlayerTiming | undefined) =>
  timing
    ? document.querySelector<HTMLElement>(
        `[data-article-text] [data-sentence="${timing.paragraph}-${timing.sentence}"]`,
      )
    : null;

// The article's audio: play and pause, the sentence before and after, a seek bar that shows the
// progress, the speed from 0.5x to 2x; the sentence being spoken is highlighted in the text. Where
// the text's words are looked up (the article page), a tap on a word is silent and the word
// popover's この文を聞く plays its sentence; elsewhere (the audio page) a click on a sentence plays
// from it (articleTextClick in core). Every control is a native button, range or select, so it works
// from the keyboard. "docked" pins it to the bottom of the window (audio pages).
export function AudioPlayer({
  src,
  durationMs,
  sentences,
  docked = false,
}: {
  src: string;
  durationMs: number;
  sentences: PlayerTiming[];
  docked?: boolean;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [timeMs, setTimeMs] = useState(0);
  const [rate, setRate] = useState(1);
  const [current, setCurrent] = useState(-1);
  const [failed, setFailed] = useState(false);

  const sync = useCallback(() => {
    const ms = (audio.current?.currentTime ?? 0) * 1000;
    setTimeMs(ms);
    setCurrent(sentenceAt(sentences, ms));
  }, [sentences]);

  const playFrom = useCallback(
    (index: number) => {
      const element = audio.current;
      const timing = sentences[index];
      if (!element || !timing) return;
      element.currentTime = timing.startMs / 1000;
      sync();
      playExclusively(element).catch(() => setFailed(true));
    },
    [sentences, sync],
  );

  // While playing, follow the time every frame, so the highlight moves with the voice.
  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function tick() {
      sync();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, sync]);

  useEffect(() => {
    const element = sentenceElement(sentences[current]);
    element?.setAttribute("data-speaking", "");
    return () => element?.removeAttribute("data-speaking");
  }, [current, sentences]);

  // A sentence plays when the popover asks for it, or when a click on the text says so.
  useEffect(() => {
    const playSentence = (key: string | undefined) => {
      const index = sentences.findIndex((s) => `${s.paragraph}-${s.sentence}` === key);
      if (index >= 0) playFrom(index);
    };
    const listening = new AbortController();
    onPlaySentence(playSentence, listening.signal);
    document.querySelector("[data-article-text]")?.addEventListener(
      "click",
      (event) => {
        const target = event.target as Element;
        if (textClickOf(target) === "play")
          playSentence(target.closest<HTMLElement>("[data-sentence]")?.dataset.sentence);
      },
      { signal: listening.signal },
    );
    return () => listening.abort();
  }, [sentences, playFrom]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = rate;
  }, [rate]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) playExclusively(element).catch(() => setFailed(true));
    else element.pause();
  };

  const step = (by: number) => {
    const from = current < 0 && by > 0 ? -1 : current;
    playFrom(Math.min(sentences.length - 1, Math.max(0, from + by)));
  };

  const progress = durationMs > 0 ? Math.min(100, (timeMs / durationMs) * 100) : 0;
  return (
    <section
      className={docked ? `${styles.player} ${styles.docked}` : styles.player}
      aria-label={audioMessages.player}
      data-audio-player=""
      data-audio-dock={docked || undefined}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript is the article text beside it */}
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          sync();
        }}
        onEnded={() => {
          setPlaying(false);
          setCurrent(-1);
        }}
        onSeeked={sync}
        onError={() => setFailed(true)}
      />
      <div className={styles.controls}>
        <button type="button" className={styles.step} onClick={() => step(-1)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path fill="currentColor" d="M6 6h2v12H6V6Zm3.5 6L18 18V6l-8.5 6Z" />
          </svg>
          <span className="visually-hidden">{audioMessages.previousSentence}</span>
        </button>
        <button type="button" className={styles.play} onClick={toggle} aria-pressed={playing}>
          {playing ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26">
              <path fill="currentColor" d="M6 5h4v14H6V5Zm8 0h4v14h-4V5Z" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26">
              <path fill="currentColor" d="M8 5v14l11-7L8 5Z" />
            </svg>
          )}
          <span className="visually-hidden">{playing ? audioMessages.pause : audioMessages.play}</span>
        </button>
        <button type="button" className={styles.step} onClick={() => step(1)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path fill="currentColor" d="M16 6h2v12h-2V6ZM6 18l8.5-6L6 6v12Z" />
          </svg>
          <span className="visually-hidden">{audioMessages.nextSentence}</span>
        </button>
      </div>
      <div className={styles.timeline}>
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={durationMs}
          step={100}
          value={Math.round(timeMs)}
          aria-label={audioMessages.seek}
          aria-valuetext={`${clock(timeMs)} / ${clock(durationMs)}`}
          style={{ "--progress": `${progress}%` } as CSSProperties}
          onChange={(event) => {
            const ms = Number(event.target.value);
            if (audio.current) audio.current.currentTime = ms / 1000;
            setTimeMs(ms);
            setCurrent(sentenceAt(sentences, ms));
          }}
        />
        <span className={styles.time} aria-hidden="true">
          {clock(timeMs)} / {clock(durationMs)}
        </span>
      </div>
      <label className={styles.speed}>
        <span className={styles.speedLabel}>{audioMessages.speed}</span>
        <select value={rate} onChange={(event) => setRate(Number(event.target.value))}>
          {speeds.map((speed) => (
            <option key={speed} value={speed}>
              {speed.toFixed(speed % 0.5 === 0 ? 1 : 2)}×
            </option>
          ))}
        </select>
      </label>
      {failed && (
        <p className={styles.error} role="alert">
          {audioMessages.loadError}
        </p>
      )}
    </section>
  );
}
