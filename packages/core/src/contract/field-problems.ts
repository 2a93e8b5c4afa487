import { z } from "zod";
import { errorBodySchema } from "./envelope.ts";

// A desk form the API refused: 422 with every problem at its field, the same the desk shows before
// saving. The code is what the desk screen says in Japanese beside the field; the message is English,
// for whoever reads the answer by hand.

export const fieldProblemSchema = z
  .object({
    path: z.string().meta({ description: "The field, e.g. feedbacks.0.question; '' for the whole value" }),
    code: z.string().meta({ description: "What is wrong, as a code of the form's rule module" }),
    message: z.string().meta({ description: "What is wrong, in English" }),
  })
  .meta({ id: "FieldProblem" });
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

export const fieldProblemsBodySchema = errorBodySchema
  .extend({ problems: z.array(fieldProblemSchema) })
  .meta({ id: "FieldProblems" });
