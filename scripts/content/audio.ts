// Speaks every article of a series with audio (lead, then paragraphs, one sentence at a time as
// split by splitSentences) with espeak-ng, joins the sentences with short pauses, compresses the
// result to content/media/audio/{id}.opus (Ogg Opus, mono, ~16 kbps) and records the start and end
// of every sentence in content/media/meta/{id}.json. Podcast apps do not all play Opus, so each
// article also gets an AAC rendition, content/media/audio/{id}.m4a (docs/product/podcast-feed.md#the-episode-files),
// made with ffmpeg from the Opus file: it follows the Opus timings and needs no re-speaking.
// Needs: apt-get install -y espeak-ng opus-tools ffmpeg. Usage: npm run content:audio [-- --force]
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Level } from "@awd/core/categories";
import type { SentenceTiming } from "@awd/core/contract/articles";
import { splitSentences } from "@awd/core/sentences";
import {
  type Article,
  type AudioMeta,
  forEachLimit,
  hasFlag,
  isFresh,
  mediaDir,
  newestMtime,
  printSizes,
  progress,
  readArticles,
  readMeta,
  repoRoot,
  reportErrors,
  run,
  updateMeta,
  writeFileAtomic,
} from "./shared.ts";

const execFileAsync = promisify(execFile);
const audioDir = path.join(mediaDir, "audio");

const VOICE = "en-us";
/** Words per minute by the series level: slower for beginners. */
const SPEED: Record<Level, number> = { beginner: 140, intermediate: 155, advanced: 165 };
const SENTENCE_PAUSE_MS = 350;
const PARAGRAPH_PAUSE_MS = 700;
const BITRATE_KBPS = 16;
/** The AAC rendition: mono speech at 16 kHz; 12 kbps keeps it about the size of the Opus file. */
const AAC_BITRATE = "12k";
const AAC_SAMPLE_RATE = "16000";
/** espeak-ng pads each utterance with silence; keep this much of it around the speech. */
const KEEP_BEFORE_MS = 30;
const KEEP_AFTER_MS = 80;
const SILENCE_LEVEL = 300;

// --- wav ---------------------------------------------------------------------------------------------

interface Pcm {
  sampleRate: number;
  /** 16-bit signed mono samples. */
  samples: Int16Array;
}

/** Reads a 16-bit mono PCM WAV (as espeak-ng writes it). */
const parseWav = (buffer: Buffer, file: string): Pcm => {
  if (buffer.toString("ascii", 0, 4) !== "RIFF" || buffer.toString("ascii", 8, 12) !== "WAVE") {
    throw new Error(`${file}: not a WAV file`);
  }
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString("ascii", offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      const channels = buffer.readUInt16LE(body + 2);
      const bits = buffer.readUInt16LE(body + 14);
      if (channels !== 1 || bits !== 16)
        throw new Error(`${file}: expected 16-bit mono, got ${bits}-bit × ${channels}`);
      sampleRate = buffer.readUInt32LE(body + 4);
    } else if (id === "data") {
      const end = Math.min(buffer.length, body + size) & ~1;
      const bytes = new Uint8Array(end - body);
      bytes.set(buffer.subarray(body, end));
      return { sampleRate, samples: new Int16Array(bytes.buffer) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${file}: no data chunk`);
};

const wavFile = (pcm: Pcm): Buffer => {
  const header = Buffer.alloc(44);
  const bytes = pcm.samples.length * 2;
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + bytes, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(bytes, 40);
  return Buffer.concat([header, Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, bytes)]);
};

const samplesFor = (ms: number, sampleRate: number): number => Math.round((ms * sampleRate) / 1000);

/** Cuts the silence espeak-ng leaves around the speech, keeping a small margin. */
const trimSilence = (pcm: Pcm): Pcm => {
  const { samples, sampleRate } = pcm;
  const loud = (i: number): boolean => Math.abs(samples[i] ?? 0) > SILENCE_LEVEL;
  let first = 0;
  while (first < samples.length && !loud(first)) first += 1;
  let last = samples.length - 1;
  while (last > first && !loud(last)) last -= 1;
  if (first >= samples.length) return pcm;
  const start = Math.max(0, first - samplesFor(KEEP_BEFORE_MS, sampleRate));
  const end = Math.min(samples.length, last + 1 + samplesFor(KEEP_AFTER_MS, sampleRate));
  return { sampleRate, samples: samples.subarray(start, end) };
};

// --- speech ------------------------------------------------------------------------------------------

interface Sentence {
  paragraph: number;
  sentence: number;
  text: string;
}

/** Lead (paragraph 0) and paragraphs (1..), each split into sentences. */
const sentencesOf = (article: Article): Sentence[] =>
  article.paragraphs.flatMap((paragraph, p) =>
    splitSentences(paragraph).map((text, s) => ({ paragraph: p, sentence: s, text })),
  );

const speak = async (text: string, speed: number, file: string): Promise<Pcm> => {
  const child = execFile("espeak-ng", ["-v", VOICE, "-s", String(speed), "--stdin", "-w", file]);
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`espeak-ng exited with ${code}`))));
  });
  child.stdin?.end(text);
  await done;
  return trimSilence(parseWav(await readFile(file), file));
};

interface Joined {
  pcm: Pcm;
  timings: SentenceTiming[];
}

const msOf = (samples: number, sampleRate: number): number => Math.round((samples * 1000) / sampleRate);

/** Puts the spoken sentences one after another with pauses, recording where each one lies. */
const join = (sentences: Sentence[], clips: Pcm[]): Joined => {
  const sampleRate = clips[0]?.sampleRate ?? 22050;
  const pauses = sentences.map((s, i) => {
    if (i === 0) return 0;
    return samplesFor(s.paragraph === sentences[i - 1]?.paragraph ? SENTENCE_PAUSE_MS : PARAGRAPH_PAUSE_MS, sampleRate);
  });
  const total = clips.reduce((sum, clip, i) => sum + clip.samples.length + (pauses[i] ?? 0), 0);
  const samples = new Int16Array(total);
  const timings: SentenceTiming[] = [];
  let at = 0;
  clips.forEach((clip, i) => {
    if (clip.sampleRate !== sampleRate) throw new Error(`espeak-ng changed its sample rate to ${clip.sampleRate}`);
    at += pauses[i] ?? 0;
    samples.set(clip.samples, at);
    const sentence = sentences[i] as Sentence;
    timings.push({ ...sentence, startMs: msOf(at, sampleRate), endMs: msOf(at + clip.samples.length, sampleRate) });
    at += clip.samples.length;
  });
  return { pcm: { sampleRate, samples }, timings };
};

const encodeOpus = async (wav: string, output: string, article: Article): Promise<void> => {
  const temporary = `${output}.${process.pid}.tmp`;
  const tags = ["--title", `${article.series.name} ${article.id}`, "--artist", "AWD sample edition"];
  await execFileAsync("opusenc", [
    "--quiet",
    "--bitrate",
    String(BITRATE_KBPS),
    "--downmix-mono",
    ...tags,
    wav,
    temporary,
  ]);
  await rename(temporary, output);
};

const opusFile = (id: number): string => path.join(audioDir, `${id}.opus`);
const aacFile = (id: number): string => path.join(audioDir, `${id}.m4a`);

/** Encodes the AAC rendition from the Opus file; faststart puts the index first so apps can start playing early. */
const makeAacRendition = async (article: Article): Promise<void> => {
  const output = aacFile(article.id);
  const temporary = `${output}.${process.pid}.tmp.m4a`;
  const options = ["-ac", "1", "-ar", AAC_SAMPLE_RATE, "-c:a", "aac", "-b:a", AAC_BITRATE, "-movflags", "+faststart"];
  const tags = ["-map_metadata", "-1", "-metadata", `title=${article.series.name} ${article.id}`];
  await execFileAsync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-i",
    opusFile(article.id),
    ...tags,
    ...options,
    temporary,
  ]);
  await rename(temporary, output);
  const meta = await readMeta(article.id);
  if (!meta.audio) throw new Error(`${article.id}: no audio meta to add the AAC rendition to`);
  const rendition = { path: `media/audio/${article.id}.m4a`, bytes: (await stat(output)).size };
  await updateMeta(article.id, { audio: { ...meta.audio, aac: rendition } });
};

const makeAudio = async (article: Article): Promise<void> => {
  const work = await mkdtemp(path.join(os.tmpdir(), `awd-audio-${article.id}-`));
  try {
    const sentences = sentencesOf(article);
    const speed = SPEED[article.series.level];
    const clips: Pcm[] = [];
    for (const [i, s] of sentences.entries()) clips.push(await speak(s.text, speed, path.join(work, `${i}.wav`)));
    const { pcm, timings } = join(sentences, clips);
    const wav = path.join(work, "all.wav");
    await writeFileAtomic(wav, wavFile(pcm));
    await encodeOpus(wav, opusFile(article.id), article);
    const audio: AudioMeta = {
      path: `media/audio/${article.id}.opus`,
      durationMs: msOf(pcm.samples.length, pcm.sampleRate),
      sentences: timings,
    };
    await updateMeta(article.id, { audio });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};

// --- main ----------------------------------------------------------------------------------------------

const checkTools = async (tools: string[]): Promise<void> => {
  for (const tool of tools) {
    await execFileAsync(tool, [tool === "ffmpeg" ? "-version" : "--version"]).catch(() => {
      throw new Error(`${tool} is missing; install it with: apt-get install -y espeak-ng opus-tools ffmpeg`);
    });
  }
};

const main = async (): Promise<void> => {
  const force = hasFlag("--force");
  await checkTools(["ffmpeg"]);
  await mkdir(audioDir, { recursive: true });
  const here = fileURLToPath(import.meta.url);
  const sentencesSource = path.join(repoRoot, "packages/core/src/text/sentences.ts");
  const sourcesMtime = await newestMtime([here, path.join(path.dirname(here), "shared.ts"), sentencesSource]);
  const { articles, errors } = await readArticles();
  const spoken = articles.filter((a) => a.series.hasAudio);
  const bar = progress("audio", spoken.length);
  // Only speaking needs espeak-ng and opusenc: renditions of committed Opus files need ffmpeg alone.
  let speechTools: Promise<void> | undefined;
  await forEachLimit(spoken, Math.max(1, os.availableParallelism()), async (article) => {
    const meta = await readMeta(article.id);
    const spokenFresh =
      !force && (await isFresh([opusFile(article.id)], article, sourcesMtime)) && meta.audio !== undefined;
    if (!spokenFresh) {
      speechTools ??= checkTools(["espeak-ng", "opusenc"]);
      await speechTools;
      await makeAudio(article);
    }
    const aacFresh =
      spokenFresh && (await isFresh([aacFile(article.id)], article, sourcesMtime)) && meta.audio?.aac !== undefined;
    if (!aacFresh) await makeAacRendition(article);
    bar.tick(spokenFresh && aacFresh);
  });
  bar.done();
  await printSizes();
  reportErrors(errors);
};

run(main);
