import { z } from "zod";
import { partnerIdProblemCodes } from "../access/partner-id.ts";
import { deskLimitProblems } from "../desk/desk-course.ts";

// The HTTP contract of the API, written once: the API validates requests and builds /openapi.json
// from these schemas, the web server parses what it reads with them, and the browser and the
// journeys take their types (type-only imports, so zod never reaches a browser bundle).

/** Every success body is { data }. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/**
 * What a client may do about a failure without reading its message (docs/product/errors-and-retries.md):
 * database-unavailable, api-unavailable (said by the front when no API process answered),
 * identity-provider-unavailable (a token that cannot be checked yet): try again after Retry-After; idempotency-key-reused: the key was sent before
 * with another request; idempotency-key-in-flight: the first request with the key is still running.
 * A refused code or entry (docs/product/subscriptions-and-codes.md, docs/product/alliance-partners.md):
 * preview-code-wrong, preview-code-not-double-course, preview-code-attempts-exceeded (429),
 * linking-code-unknown, linking-code-attempts-exceeded (429), alliance-entry-refused. The message is
 * English for whoever calls by hand; what a reader is told is the web's, keyed by the code.
 * A desk change past one of the desk's limits (422) names the limit with the problem code of its rule
 * (desk-course.ts, partner-id.ts; docs/product/publishers-desk.md#limits).
 */
export const problemCodes = [
  "database-unavailable",
  "api-unavailable",
  "identity-provider-unavailable",
  "idempotency-key-reused",
  "idempotency-key-in-flight",
  "preview-code-wrong",
  "preview-code-not-double-course",
  "preview-code-attempts-exceeded",
  "linking-code-unknown",
  "linking-code-attempts-exceeded",
  "alliance-entry-refused",
  ...deskLimitProblems,
  ...partnerIdProblemCodes,
] as const;
export type ProblemCode = (typeof problemCodes)[number];

export const errorBodySchema = z
  .object({
    message: z.string(),
    status_code: z.number().int(),
    request_id: z.string(),
    code: z.enum(problemCodes).optional().meta({ description: "What the client may do about it, when it may" }),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * What reads an answer's data against a schema: the data typed, or an error naming the first field
 * that is wrong ("items.0.level: Invalid option …").
 */
export const readContract =
  <S extends z.ZodType>(schema: S) =>
  (data: unknown): z.output<S> => {
    const parsed = schema.safeParse(data);
    if (parsed.success) return parsed.data;
    const [issue] = parsed.error.issues;
    throw new Error(issue ? `${issue.path.join(".") || "data"}: ${issue.message}` : parsed.error.message);
  };

/** The data of a { data } body, read as readContract does. */
export const dataOf = <S extends z.ZodType>(body: unknown, schema: S): z.output<S> =>
  readContract(schema)(typeof body === "object" && body !== null && "data" in body ? body.data : undefined);
