// docs/product/analytics-events.md#events: how long an event's fields may be and how many events a
// batch holds. Apart from the contract (contract/events.ts, with zod) so the browser's event queue
// keeps to the same numbers without loading zod: the API refuses by eventFieldProblems, and the
// queue cuts a label with eventLabelWithinLimit so the API never refuses it. Lengths are in UTF-16
// units, as JavaScript strings (and zod) count them.

export const eventLimits = {
  maxEvents: 50,
  nameMaxLength: 64,
  labelMaxLength: 200,
  environmentMaxLength: 32,
  questionIdMaxLength: 100,
} as const;

const eventNamePattern = new RegExp(`^[a-z0-9_]{1,${eventLimits.nameMaxLength}}$`);

export interface EventFields {
  event?: string;
  label?: string | null;
  environment?: string | null;
}

export const eventFieldProblemCodes = ["name-invalid", "label-too-long", "environment-too-long"] as const;
export type EventFieldProblem = (typeof eventFieldProblemCodes)[number];

/** Each problem in English, for the API's answer. */
export const eventFieldProblemText: Record<EventFieldProblem, string> = {
  "name-invalid": `an event name is 1 to ${eventLimits.nameMaxLength} characters of a-z, 0-9 and _`,
  "label-too-long": `a label is at most ${eventLimits.labelMaxLength} characters`,
  "environment-too-long": `an environment is at most ${eventLimits.environmentMaxLength} characters`,
};

/** What is wrong with the fields given, by field; {} when the API takes them. A field left out is not checked. */
export function eventFieldProblems({
  event,
  label,
  environment,
}: EventFields): Partial<Record<keyof EventFields, EventFieldProblem>> {
  const problems: Partial<Record<keyof EventFields, EventFieldProblem>> = {};
  if (event !== undefined && !eventNamePattern.test(event)) problems.event = "name-invalid";
  if (typeof label === "string" && label.length > eventLimits.labelMaxLength) problems.label = "label-too-long";
  if (typeof environment === "string" && environment.length > eventLimits.environmentMaxLength)
    problems.environment = "environment-too-long";
  return problems;
}

/** A label within the API's limit: a longer one (a long search word) is cut, never inside a character. */
export function eventLabelWithinLimit(label: string): string {
  if (label.length <= eventLimits.labelMaxLength) return label;
  let cut = "";
  for (const character of label) {
    if (cut.length + character.length > eventLimits.labelMaxLength) break;
    cut += character;
  }
  return cut;
}
