import { postgresIntegerMax } from "@awd/core/contract/articles";
import { envelope, errorBodySchema } from "@awd/core/contract/envelope";
import {
  deletedWordSchema,
  dueCardsSchema,
  dueCountSchema,
  gradedCardSchema,
  gradeRequestSchema,
  notebookPageSchema,
  notebookQuerySchema,
  notebookWordSchema,
  noteRequestSchema,
  saveWordRequestSchema,
} from "@awd/core/contract/notebook";
import { notebookAnkiText, notebookCsv } from "@awd/core/notebook-export";
import { parseSearchPage } from "@awd/core/paging";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { requireSubject } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { readerOnly, readerOnlyErrors } from "../reader-only.ts";
import { limitNotebookExports } from "../request-limits.ts";
import { jsonBody, jsonContent } from "../schemas.ts";
import {
  deleteWord,
  dueCards,
  dueCount,
  exportedWords,
  gradeCard,
  listWords,
  saveWord,
  updateNote,
} from "../services/notebook.ts";

// docs/product/notebook.md#who-has-a-notebook: any signed-in member, and only their own words.
const middleware = readerOnly;
const notebookErrors = readerOnlyErrors;
const exportErrors = { ...notebookErrors, 429: jsonContent(errorBodySchema, "Too many downloads this hour") };
const wordParam = z.object({ id: z.string().meta({ description: "The word's id" }) });

/** A path id that is not a word id names no word: 404, as another reader's word. */
function wordIdOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param) || Number(param) > postgresIntegerMax) throw notFound();
  return Number(param);
}
const notFound = () => new ApiError(404, "No such word in your notebook");

const listRoute = createRoute({
  method: "get",
  path: "/notebook/words",
  middleware,
  request: { query: notebookQuerySchema },
  responses: { 200: jsonContent(envelope(notebookPageSchema), "One page of the reader's words"), ...notebookErrors },
});

const saveRoute = createRoute({
  method: "post",
  path: "/notebook/words",
  middleware,
  request: jsonBody(saveWordRequestSchema),
  responses: {
    201: jsonContent(envelope(notebookWordSchema), "Saved"),
    200: jsonContent(envelope(notebookWordSchema), "The same word from the same sentence was already kept"),
    ...notebookErrors,
  },
});

const noteRoute = createRoute({
  method: "post",
  path: "/notebook/words/{id}/note",
  middleware,
  request: {
    params: wordParam,
    ...jsonBody(noteRequestSchema),
  },
  responses: { 200: jsonContent(envelope(notebookWordSchema), "The note replaced"), ...notebookErrors },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/notebook/words/{id}",
  middleware,
  request: { params: wordParam },
  responses: { 200: jsonContent(envelope(deletedWordSchema), "Deleted, with its review schedule"), ...notebookErrors },
});

const fileContent = (type: string, description: string) => ({
  content: { [type]: { schema: z.string() } },
  description,
});

const csvRoute = createRoute({
  method: "get",
  path: "/notebook/export.csv",
  middleware: [...middleware, limitNotebookExports],
  responses: { 200: fileContent("text/csv", "The whole notebook as CSV (UTF-8 with BOM)"), ...exportErrors },
});

const ankiRoute = createRoute({
  method: "get",
  path: "/notebook/export-anki.txt",
  middleware: [...middleware, limitNotebookExports],
  responses: { 200: fileContent("text/plain", "The whole notebook as Anki notes, tab-separated"), ...exportErrors },
});

const dueRoute = createRoute({
  method: "get",
  path: "/review/due",
  middleware,
  responses: { 200: jsonContent(envelope(dueCardsSchema), "The first due cards and the due count"), ...notebookErrors },
});

const dueCountRoute = createRoute({
  method: "get",
  path: "/review/due-count",
  middleware,
  responses: { 200: jsonContent(envelope(dueCountSchema), "How many cards are due now"), ...notebookErrors },
});

const gradeRoute = createRoute({
  method: "post",
  path: "/review/cards/{id}/grade",
  middleware,
  request: {
    params: wordParam,
    ...jsonBody(gradeRequestSchema),
  },
  responses: {
    200: jsonContent(envelope(gradedCardSchema), "The card's schedule after the grade (counted once)"),
    ...notebookErrors,
  },
});

const download = (body: string, type: string, name: string) =>
  new Response(body, {
    headers: { "Content-Type": `${type}; charset=utf-8`, "Content-Disposition": `attachment; filename="${name}"` },
  });

export function notebookRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  const subjectOf = (c: { var: AppEnv["Variables"] }) => requireSubject(c.var.subject);

  app.openapi(listRoute, async (c) => {
    const { q, sort, p } = c.req.valid("query");
    const page = await listWords(c.var.db, subjectOf(c), { q, sort, page: parseSearchPage(p) });
    return c.json({ data: page }, 200);
  });

  app.openapi(saveRoute, async (c) => {
    const saved = await saveWord(c.var.db, subjectOf(c), c.req.valid("json"), new Date(c.var.now));
    return saved.created ? c.json({ data: saved.word }, 201) : c.json({ data: saved.word }, 200);
  });

  app.openapi(noteRoute, async (c) => {
    const id = wordIdOf(c.req.valid("param").id);
    const word = await updateNote(c.var.db, subjectOf(c), id, c.req.valid("json").note, new Date(c.var.now));
    if (!word) throw notFound();
    return c.json({ data: word }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const id = wordIdOf(c.req.valid("param").id);
    if (!(await deleteWord(c.var.db, subjectOf(c), id))) throw notFound();
    return c.json({ data: { id } }, 200);
  });

  app.openapi(csvRoute, async (c) =>
    download(notebookCsv(await exportedWords(c.var.db, subjectOf(c))), "text/csv", "awd-notebook.csv"),
  );

  app.openapi(ankiRoute, async (c) =>
    download(notebookAnkiText(await exportedWords(c.var.db, subjectOf(c))), "text/plain", "awd-notebook-anki.txt"),
  );

  app.openapi(dueRoute, async (c) =>
    c.json({ data: await dueCards(c.var.db, subjectOf(c), new Date(c.var.now)) }, 200),
  );

  app.openapi(dueCountRoute, async (c) =>
    c.json({ data: { dueCount: await dueCount(c.var.db, subjectOf(c), new Date(c.var.now)) } }, 200),
  );

  app.openapi(gradeRoute, async (c) => {
    const id = wordIdOf(c.req.valid("param").id);
    const { grade, reviewCount } = c.req.valid("json");
    const graded = await gradeCard(c.var.db, subjectOf(c), id, grade, reviewCount, new Date(c.var.now));
    if (!graded) throw notFound();
    return c.json({ data: graded }, 200);
  });

  return app;
}
