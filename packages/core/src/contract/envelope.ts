import { z } from "zod";

// The HTTP contract of the API, written once: the API validates requests and builds /openapi.json
// from these schemas, the web server parses what it reads with them, and the browser and the
// journeys take their types (type-only imports, so zod never reaches a browser bundle).

/** Every success body is { data }. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const errorBodySchema = z
  .object({ message: z.string(), status_code: z.number().int(), request_id: z.string() })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBodySchema>;
