import type { GlossaryEntry } from "@awd/core/contract/articles";
import { glossaryEntryFor } from "@awd/core/glossary-entry";
import type { LookupTarget } from "@awd/core/lookup-target";
import { normaliseLookupWord } from "@awd/core/lookup-word";
import { notebookMessages } from "@/messages/notebook";
import type { SaveOutcome } from "@/notebook/save-word";
import type { Lookup } from "./dictionary-lookups";

// docs/product/word-lookup.md#the-word-popover: what the popover shows of a word for each state of
// its lookup, and what its 保存 says; WordPopover.tsx only renders it.

const { popover: messages, save: saveMessages } = notebookMessages;
/** How many of the dictionary's senses the popover shows. */
export const shownSenses = 3;

export interface ShownSense {
  /** the part of speech's name in Japanese (as the API spells it when it has none) */
  partOfSpeech: string;
  gloss: string;
}

export interface PopoverWord {
  /** the word normalised, as the dictionary is asked for it */
  normalised: string;
  /** a phrase of the text marked in the article's glossary (not a single word): its entry */
  markedPhrase?: GlossaryEntry;
  /** the dictionary form to show: "…" while the dictionary is asked */
  shownLemma: string;
  /** the dictionary form saved with the word */
  lemma: string;
  /** what the word means: the article's glossary entry wins over the dictionary */
  meaning: { kind: "glossary"; meaning: string } | { kind: "dictionary"; note: string | null; senses: ShownSense[] };
  /** the meaning saved with the word */
  savedMeaning: string;
  /** it shows its answer (the open time is measured then) */
  ready: boolean;
}

/** What the popover shows of the target, given the dictionary's lookup of it and the article's glossary. */
export function popoverWord(target: LookupTarget, lookup: Lookup, glossary: readonly GlossaryEntry[]): PopoverWord {
  const normalised = normaliseLookupWord(target.text);
  // A glossary word or phrase of the text means what its entry says. A phrase's headword is its
  // dictionary form, and the dictionary (which holds words) is not asked.
  const marked = target.glossary;
  const markedPhrase = marked && target.wordIndex === undefined ? marked : undefined;
  const lemma = markedPhrase ? markedPhrase.word : lookup.kind === "found" ? lookup.entry.lemma : normalised;
  const entry = marked ?? glossaryEntryFor(glossary, target.text, lemma);
  const senses: ShownSense[] =
    lookup.kind === "found"
      ? lookup.entry.senses.slice(0, shownSenses).map((sense) => ({
          partOfSpeech: messages.partsOfSpeech[sense.partOfSpeech] ?? sense.partOfSpeech,
          gloss: sense.gloss,
        }))
      : [];
  const note =
    lookup.kind === "loading"
      ? messages.loading
      : lookup.kind === "no-entry"
        ? messages.noEntry
        : lookup.kind === "failed"
          ? messages.lookupFailed(lookup.status)
          : null;
  return {
    normalised,
    markedPhrase,
    shownLemma: lookup.kind === "loading" && !markedPhrase ? "…" : lemma,
    lemma,
    meaning: entry ? { kind: "glossary", meaning: entry.meaning } : { kind: "dictionary", note, senses },
    savedMeaning: entry ? entry.meaning : senses.map((s) => `${s.partOfSpeech}: ${s.gloss}`).join(" / "),
    ready: Boolean(markedPhrase) || lookup.kind !== "loading",
  };
}

export type Saving = { kind: "idle" } | { kind: "saving" } | { kind: "sign-in" } | SaveOutcome;

/** What the save area says (its status line) and whether 保存 can be pressed. */
export function saveView(
  saving: Saving,
  sessionLoading: boolean,
): { status: string; failed: boolean; canSave: boolean; asksSignIn: boolean } {
  const done = saving.kind === "saved" || saving.kind === "already-kept" || saving.kind === "queued";
  const status = {
    idle: "",
    saving: saveMessages.saving,
    saved: saveMessages.saved,
    "already-kept": saveMessages.alreadyKept,
    queued: saveMessages.queued,
    failed: saving.kind === "failed" ? saveMessages.failed(saving.status) : "",
    "sign-in": "",
  }[saving.kind];
  return {
    status,
    failed: saving.kind === "failed",
    // While the session is still being renewed, a signed-in reader must not be asked to sign in.
    canSave: !(done || sessionLoading || saving.kind === "saving"),
    asksSignIn: saving.kind === "sign-in",
  };
}
