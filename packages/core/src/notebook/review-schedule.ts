import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from "ts-fsrs";

// docs/product/notebook.md#review-schedule: FSRS (ts-fsrs) with its default parameters and no fuzz, so
// the same grades at the same moments always give the same schedule on every server.

export const reviewGrades = ["again", "hard", "good", "easy"] as const;
export type ReviewGrade = (typeof reviewGrades)[number];

export const reviewStates = ["new", "learning", "review", "relearning"] as const;
export type ReviewStateName = (typeof reviewStates)[number];

/** What the server keeps of one card's schedule. */
export interface ReviewState {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  /** how many times the card has been graded: the review count a grade names */
  reps: number;
  lapses: number;
  state: ReviewStateName;
  lastReview: Date | null;
}

const scheduler = fsrs({ enable_fuzz: false });

const ratingOf: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const stateOf: Record<ReviewStateName, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

const fromCard = (card: Card): ReviewState => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: reviewStates[card.state] ?? "new",
  lastReview: card.last_review ?? null,
});

const toCard = (state: ReviewState): Card => ({
  due: state.due,
  stability: state.stability,
  difficulty: state.difficulty,
  // ts-fsrs computes the elapsed time from last_review; the field itself is deprecated.
  elapsed_days: 0,
  scheduled_days: state.scheduledDays,
  learning_steps: state.learningSteps,
  reps: state.reps,
  lapses: state.lapses,
  state: stateOf[state.state],
  last_review: state.lastReview ?? undefined,
});

/** A word just saved: due at once. */
export const newReviewState = (now: Date): ReviewState => fromCard(createEmptyCard(now));

/** The schedule after one grade given at `now`. */
export const gradeReview = (state: ReviewState, grade: ReviewGrade, now: Date): ReviewState =>
  fromCard(scheduler.next(toCard(state), now, ratingOf[grade]).card);

export interface GradeOutcome {
  counted: boolean;
  state: ReviewState;
}

/**
 * A grade names the review count the card was shown at. Only a grade for the count the card still has
 * is applied; a repeat of a grade already counted (a double tap, a retry, a second device) leaves the
 * schedule as it is, so a card graded twice in flight counts once.
 */
export function applyGrade(state: ReviewState, grade: ReviewGrade, shownAtReps: number, now: Date): GradeOutcome {
  if (shownAtReps !== state.reps) return { counted: false, state };
  return { counted: true, state: gradeReview(state, grade, now) };
}

export const isDue = (state: Pick<ReviewState, "due">, now: Date): boolean => state.due.getTime() <= now.getTime();

/** The due queue: cards due by `now`, the longest overdue first, then in the order they were saved. */
export function dueQueue<T extends { id: number; due: Date }>(cards: readonly T[], now: Date): T[] {
  return cards.filter((card) => isDue(card, now)).sort((a, b) => a.due.getTime() - b.due.getTime() || a.id - b.id);
}
