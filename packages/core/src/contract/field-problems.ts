import { z } from "zod";
import { errorBodySchema } from "./envelope.ts";

// A desk form the API refused: 422 with every problem at its field, the same the desk shows before
// saving, so the operator reads them beside the fields either way.

export const fieldProblemSchema = z
  .object({
    path: z.string().meta({ description: "The field, e.g. feedbacks.0.question; '' for the whole value" }),
    message: z.string().meta({ description: "What is wrong, in Japanese" }),
  })
  .meta({ id: "FieldProblem" });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

export const fieldProblemsBodySchema = errorBodySchema
  .extend({ problems: z.array(fieldProblemSchema) })
  .meta({ id: "FieldProblems" });
