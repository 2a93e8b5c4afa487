/// <reference path="./wink-lemmatizer.d.ts" />
import lemmatize from "wink-lemmatizer";

// docs/product/word-lookup.md#dictionary-form: the dictionary form of a word, by wink-lemmatizer (WordNet's
// morphy rules and exception lists). Its lexicon weighs megabytes: call it on the server, not in the browser.

export type LemmaPartOfSpeech = "verb" | "noun" | "adjective";

/** The base form of `word` (normalised, lower case) for each part of speech, verb first. */
export const lemmaByPartOfSpeech = (word: string): Record<LemmaPartOfSpeech, string> => ({
  verb: lemmatize.verb(word),
  noun: lemmatize.noun(word),
  adjective: lemmatize.adjective(word),
});

/**
 * The dictionary form: the first base form that differs from the word, looked for as a verb, then a
 * noun, then an adjective ("was" → "be", "leaves" → "leave", "children" → "child", "better" → "good");
 * the word itself when none does.
 */
export const dictionaryForm = (word: string): string => {
  const forms = lemmaByPartOfSpeech(word);
  return [forms.verb, forms.noun, forms.adjective].find((form) => form !== word) ?? word;
};
