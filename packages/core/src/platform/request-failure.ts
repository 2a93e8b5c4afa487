import { noValidRightsMessage } from "./errors.ts";

// What a failed request to the API tells the reader's page.

const property = (error: unknown, name: string): unknown =>
  typeof error === "object" && error !== null && name in error ? (error as Record<string, unknown>)[name] : undefined;

/** The HTTP status the API answered with, or undefined when no answer came (network, timeout). */
export const failedStatus = (error: unknown): number | undefined => {
  const status = property(error, "status");
  return typeof status === "number" ? status : undefined;
};

/**
 * What a failed right fetch means: only the API's "No valid usage rights." is a free member, a 401
 * is a token the API refused, and anything else (5xx, no answer) says nothing about the
 * subscription, so the reader must not be taken for a free member.
 */
export type RightFetchFailure = "free-member" | "token-refused" | "unknown";

export const rightFetchFailure = (error: unknown): RightFetchFailure => {
  if (property(error, "apiMessage") === noValidRightsMessage) return "free-member";
  return failedStatus(error) === 401 ? "token-refused" : "unknown";
};
