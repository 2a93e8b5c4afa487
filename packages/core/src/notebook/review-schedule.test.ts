import { describe, expect, it } from "vitest";
import { applyGrade, dueQueue, gradeReview, newReviewState, type ReviewGrade } from "./review-schedule.ts";

const start = new Date("2026-01-05T00:00:00Z");
const minute = 60_000;

/** Grades a new card, each grade given the moment the card falls due: the minutes to the next due, and the state. */
function schedule(grades: readonly ReviewGrade[]): string[] {
  let state = newReviewState(start);
  return grades.map((grade) => {
    const now = state.due;
    state = gradeReview(state, grade, now);
    return `${(state.due.getTime() - now.getTime()) / minute} ${state.state}`;
  });
}

describe("review schedule (FSRS, no fuzz)", () => {
  it("a saved word is due at once, never reviewed", () => {
    expect(newReviewState(start)).toMatchObject({ due: start, reps: 0, lapses: 0, state: "new", lastReview: null });
  });

  it.each<{ name: string; grades: ReviewGrade[]; after: string[] }>([
    {
      name: "正解 every time: 10 minutes, then 2, 11 and 46 days",
      grades: ["good", "good", "good", "good"],
      after: ["10 learning", "2880 review", "15840 review", "66240 review"],
    },
    {
      name: "もう一度 first: 1 minute, then 10 minutes, then a day",
      grades: ["again", "good", "good"],
      after: ["1 learning", "10 learning", "1440 review"],
    },
    { name: "簡単 twice: 8 days, then 66 days", grades: ["easy", "easy"], after: ["11520 review", "95040 review"] },
    {
      name: "難しい while learning: 6 minutes each time",
      grades: ["hard", "hard", "hard"],
      after: ["6 learning", "6 learning", "6 learning"],
    },
    {
      name: "もう一度 after 正解 starts the steps again",
      grades: ["good", "again", "good"],
      after: ["10 learning", "1 learning", "10 learning"],
    },
  ])("$name", ({ grades, after }) => {
    expect(schedule(grades)).toEqual(after);
  });

  it("counts each grade in reps and a forgotten review card in lapses", () => {
    let state = newReviewState(start);
    for (const grade of ["good", "good", "again"] as const) state = gradeReview(state, grade, state.due);
    expect(state).toMatchObject({ reps: 3, lapses: 1, state: "relearning" });
  });
});

describe("a grade counts once", () => {
  it.each<{ name: string; shownAt: number; counted: boolean; reps: number }>([
    { name: "the grade for the review count the card has is applied", shownAt: 0, counted: true, reps: 1 },
    { name: "a repeat of a grade already counted changes nothing", shownAt: -1, counted: false, reps: 0 },
    { name: "a grade for a count the card never reached changes nothing", shownAt: 1, counted: false, reps: 0 },
  ])("$name", ({ shownAt, counted, reps }) => {
    const state = newReviewState(start);
    const outcome = applyGrade(state, "good", shownAt, start);
    expect(outcome.counted).toBe(counted);
    expect(outcome.state.reps).toBe(reps);
  });

  it("the same grade sent twice in flight moves the schedule once", () => {
    const shown = newReviewState(start);
    const first = applyGrade(shown, "good", shown.reps, start);
    const second = applyGrade(first.state, "good", shown.reps, start);
    expect(second).toEqual({ counted: false, state: first.state });
  });
});

describe("due queue", () => {
  const at = (iso: string) => new Date(iso);
  const now = at("2026-01-10T12:00:00Z");
  it.each([
    {
      name: "longest overdue first; cards not yet due are left out",
      cards: [
        { id: 1, due: at("2026-01-10T11:00:00Z") },
        { id: 2, due: at("2026-01-09T00:00:00Z") },
        { id: 3, due: at("2026-01-10T12:00:01Z") },
      ],
      order: [2, 1],
    },
    {
      name: "a card due exactly now is due",
      cards: [{ id: 7, due: now }],
      order: [7],
    },
    {
      name: "cards due at the same moment come in the order they were saved",
      cards: [
        { id: 9, due: at("2026-01-10T00:00:00Z") },
        { id: 4, due: at("2026-01-10T00:00:00Z") },
      ],
      order: [4, 9],
    },
    { name: "nothing due: an empty queue", cards: [{ id: 1, due: at("2026-02-01T00:00:00Z") }], order: [] },
  ])("$name", ({ cards, order }) => {
    expect(dueQueue(cards, now).map((card) => card.id)).toEqual(order);
  });
});
