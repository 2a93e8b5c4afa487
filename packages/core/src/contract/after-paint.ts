import { z } from "zod";
import { rightSchema } from "./auth.ts";
import { finishedQuerySchema } from "./reading.ts";
import { defineRoutes } from "./route.ts";

// GET /reader/after-paint (docs/product/sign-in-and-accounts.md#after-the-page-is-painted): what a
// signed-in reader's page asks for once painted — the right, the review's due count and which of the
// page's articles the reader finished — in one request instead of three, each behind its own preflight.

export const afterPaintQuerySchema = z.object({
  ids: finishedQuerySchema.shape.ids.optional(),
});
export type AfterPaintQuery = z.infer<typeof afterPaintQuerySchema>;

export const afterPaintSchema = z
  .object({
    right: rightSchema.meta({ description: "What GET /auth/right answers" }),
    dueCount: z.number().int().meta({ description: "What GET /review/due-count answers: the cards due now" }),
    finished: z
      .array(z.number().int())
      .meta({ description: "What GET /reading/finished answers for `ids`: the asked ids the reader finished" }),
  })
  .meta({ id: "AfterPaint" });
export type AfterPaint = z.infer<typeof afterPaintSchema>;

export const readerRoutes = defineRoutes({
  afterPaint: {
    method: "get",
    path: "/reader/after-paint",
    guard: "reader",
    description:
      "What a signed-in reader's page needs once painted, in one request: the right (as GET /auth/right), the review's due count (as GET /review/due-count) and which of `ids` the reader finished (as GET /reading/finished). Signed-in readers only; answers are `private, no-store`.",
    query: afterPaintQuerySchema,
    answer: afterPaintSchema,
    summary: "The right, the due count and the finished articles among ids",
  },
});
