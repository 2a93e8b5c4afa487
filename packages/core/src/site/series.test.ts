import { describe, expect, it } from "vitest";
import type { Category, Level } from "./categories.ts";
import { seriesById, seriesByPath, seriesCatalogue } from "./series.ts";

// The catalogue, row by row: id, path slug, category, level, audio, finished.
const decided: [string, string, Category, Level, boolean, boolean][] = [
  ["NewsForBeginner", "news-topics", "News", "beginner", true, false],
  ["NewsForAdvance", "advanced-news", "News", "advanced", true, false],
  ["WeeklyPicks", "weekly-picks", "News", "intermediate", true, false],
  ["NewsIn100", "news-in-100", "News", "beginner", true, false],
  ["EarthWatching", "earth-watches", "News", "advanced", false, false],
  ["TenseiJingo", "tensei-jingo", "Opinion", "advanced", true, false],
  ["Editorial", "editorial", "Opinion", "advanced", false, false],
  ["InterviewBookAuthor", "interview-book-authors", "Interview", "advanced", false, true],
  ["PhraseItRight", "phrase-it-right", "Quiz", "intermediate", true, false],
  ["WhatDoYouMean", "what-do-you-mean", "Quiz", "intermediate", false, false],
  ["ListenWrite", "listen-and-write", "Quiz", "beginner", true, false],
  ["ListenAndRepeat", "listen-and-repeat", "Quiz", "beginner", true, false],
  ["OnTheKeyboard", "on-the-keyboard", "ColumnEssay", "intermediate", false, false],
  ["Shimiken", "shimikens", "ColumnEssay", "intermediate", false, false],
  ["LisaColumn", "lisa-columns", "ColumnEssay", "intermediate", false, false],
  ["MartyPlaylist", "marty-playlists", "ColumnEssay", "intermediate", false, true],
  ["Travel", "travels", "ColumnEssay", "intermediate", false, false],
  ["DearAnnie", "dear-annie", "ColumnEssay", "advanced", true, false],
  ["AmericaKeyword", "america-keyword", "ColumnEssay", "intermediate", false, false],
  ["IntroduceEnglish", "introduce-english", "ColumnEssay", "intermediate", false, false],
  ["EnglishPot", "english-pot", "ColumnEssay", "beginner", false, false],
  ["Movies", "movies", "ColumnEssay", "intermediate", false, false],
  ["Cover", "covers", "EasyRead", "beginner", false, false],
  ["Novel", "novel", "EasyRead", "intermediate", true, false],
  ["Peanuts", "peanuts", "EasyRead", "beginner", false, false],
  ["Dora", "dora", "EasyRead", "beginner", true, false],
  ["EasyWordSkit", "easy-word-skits", "EasyRead", "beginner", true, false],
];

describe("seriesCatalogue", () => {
  it.each(decided)(
    "%s lives at /awd/%s, %s, %s, audio %s, finished %s",
    (id, path, category, level, hasAudio, isFinished) => {
      expect(seriesById(id)).toMatchObject({ id, path, category, level, hasAudio, isFinished });
      expect(seriesByPath(path)?.id).toBe(id);
    },
  );

  it("holds exactly the decided series", () => {
    expect(seriesCatalogue.map((series) => series.id).sort()).toEqual(decided.map(([id]) => id).sort());
  });

  it.each(["", "news", "NewsForBeginners"])("finds no series for %j", (key) => {
    expect(seriesById(key)).toBeUndefined();
    expect(seriesByPath(key)).toBeUndefined();
  });
});
