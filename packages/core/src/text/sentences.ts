// Splits an English paragraph into sentences. The audio timings (scripts/content/audio.ts) are made
// from exactly this split, and the web app uses it to highlight the sentence being spoken, so both
// sides must call this one function. Pure, no dependencies.

/** A run of terminators (. ? ! …), any closing quotes or brackets, then whitespace or the end. */
const CANDIDATE = /[.?!…]+["'”’»)\]]*(?=\s|$)/g;
const CLOSERS = /["'”’»)\]]+$/;
const OPENERS = /^["'“‘«([]+/;

/** Titles are always followed by a name: "Mr. Tanaka". */
const TITLES = new Set([
  "Mr",
  "Mrs",
  "Ms",
  "Dr",
  "Prof",
  "St",
  "Mt",
  "Gen",
  "Capt",
  "Lt",
  "Col",
  "Sgt",
  "Rev",
  "Gov",
  "Sen",
  "Rep",
]);
/** Abbreviations that never end a sentence in practice. */
const NEVER_FINAL = new Set(["e.g", "i.e", "cf", "vs", "viz", "approx"]);
/** Abbreviations that stand before a number: "No. 5", "p. 12". */
const NUMBER_PREFIXES = new Set(["No", "no", "Nos", "Vol", "vol", "p", "pp", "Fig", "fig", "Art"]);
/** Words that usually begin a sentence; after "U.S." or an initial they decide for a split. */
const SENTENCE_STARTERS = new Set(
  (
    "The A An It Its He She They We I You This That These Those There Then But And So Yet Or In On At " +
    "For After Before When While If As Now Today Some Many Most His Her Their Our My What Why How Who " +
    "Where Still Also However One Last Next Later Meanwhile"
  ).split(" "),
);

const startsLowercase = (word: string): boolean => /^\p{Ll}/u.test(word.replace(OPENERS, ""));
const startsUppercase = (word: string): boolean => /^\p{Lu}/u.test(word.replace(OPENERS, ""));
const bareWord = (word: string): string => word.replace(OPENERS, "").replace(/[^\p{L}\p{N}'’]+$/u, "");
const isFirstPersonI = (word: string): boolean => /^I(?:['’](?:m|ve|ll|d))?$/.test(bareWord(word));
const isUppercaseInitials = (token: string): boolean => /^(?:\p{Lu}\.)*\p{Lu}$/u.test(token);

/** Whether a single "." after `token` (the word it ends) closes the sentence before `next`. */
const periodEnds = (token: string, next: string): boolean => {
  if (TITLES.has(token) || NEVER_FINAL.has(token)) return false;
  if (NUMBER_PREFIXES.has(token) && /^\d/.test(next)) return false;
  if (isUppercaseInitials(token)) return SENTENCE_STARTERS.has(bareWord(next));
  return true;
};

/** Whether the terminator run `run`, ending the word `token`, closes the sentence before `next`. */
const isBoundary = (token: string, run: string, next: string): boolean => {
  if (next === "") return true;
  if (startsLowercase(next)) return false;
  if (/[?!]/.test(run)) return true;
  if (run === ".") return periodEnds(token, next);
  return startsUppercase(next) && !isFirstPersonI(next); // an ellipsis
};

/** The word ending just before `end` (without opening quotes or brackets). */
const wordBefore = (text: string, end: number): string => {
  const start = text.lastIndexOf(" ", end - 1) + 1;
  return text.slice(start, end).replace(/^.*\s/s, "").replace(OPENERS, "");
};

/** The word starting after the whitespace that follows `start`, or "" at the end of the text. */
const wordAfter = (text: string, start: number): string => /^\s*(\S*)/.exec(text.slice(start))?.[1] ?? "";

export const splitSentences = (text: string): string[] => {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const end = match.index + match[0].length;
    const run = match[0].replace(CLOSERS, "");
    const token = wordBefore(text, match.index);
    if (!isBoundary(token, run, wordAfter(text, end))) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence !== "") sentences.push(sentence);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest !== "") sentences.push(rest);
  return sentences;
};
