// npm run bench:dictionary
//
// What the dictionary costs one API process: the time and memory of loading WordNet and the
// lemmatiser's lexicon (measured after a garbage collection, in a fresh process), then the latency
// of 1,000 lookups in the process, without HTTP. Prints figures; asserts nothing.

import { memoryUsage } from "node:process";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const collect = () => (globalThis as { gc?: () => void }).gc?.();

collect();
const before = memoryUsage();
const loading = performance.now();
const { loadDictionary, lookUpWord } = await import("@awd/api/services/dictionary");
await loadDictionary();
await lookUpWord("dogs");
const loaded = performance.now() - loading;
collect();
const after = memoryUsage();

const words = ["dogs", "went", "leaves", "better", "running", "children", "kotatsu", "announcing", "acorns", "ached"];
const times: number[] = [];
for (let i = 0; i < 1000; i += 1) {
  const started = performance.now();
  await lookUpWord(words[i % words.length] ?? "dog");
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);

console.info(`import and first lookup (loads WordNet and the lexicon): ${loaded.toFixed(0)} ms`);
console.info(
  `memory added: rss ${megabytes(after.rss - before.rss)}, heap ${megabytes(after.heapUsed - before.heapUsed)}, buffers ${megabytes(after.arrayBuffers - before.arrayBuffers)}`,
);
console.info(
  `1,000 lookups in process: p50 ${(times[499] ?? 0).toFixed(3)} ms, p95 ${(times[949] ?? 0).toFixed(3)} ms`,
);
