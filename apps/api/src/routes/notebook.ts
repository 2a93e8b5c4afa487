import { postgresIntegerMax } from "@awd/core/contract/articles";
import { envelope, errorBodySchema } from "@awd/core/contract/envelope";
import { notebookRoutes as notebook, notebookWordSchema, reviewRoutes as review } from "@awd/core/contract/notebook";
import { notebookAnkiText, notebookCsv } from "@awd/core/notebook-export";
import { parseSearchPage } from "@awd/core/paging";
import { OpenAPIHono } from "@hono/zod-openapi";
import { requireSubject } from "../auth.ts";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { limitNotebookExports } from "../request-limits.ts";
import { jsonContent } from "../schemas.ts";
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
const exportExtras = {
  middleware: [limitNotebookExports],
  errors: { 429: jsonContent(errorBodySchema, "Too many downloads this hour") },
};

/** A path id that is not a word id names no word: 404, as another reader's word. */
function wordIdOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param) || Number(param) > postgresIntegerMax) throw notFound();
  return Number(param);
}
const notFound = () => new ApiError(404, "No such word in your notebook");

const listRoute = routeOf(notebook.list);
const saveRoute = routeOf(notebook.save, {
  answers: {
    200: jsonContent(envelope(notebookWordSchema), "The same word from the same sentence was already kept"),
  },
});
const noteRoute = routeOf(notebook.note);
const deleteRoute = routeOf(notebook.delete);
const csvRoute = routeOf(notebook.exportCsv, exportExtras);
const ankiRoute = routeOf(notebook.exportAnki, exportExtras);
const dueRoute = routeOf(review.due);
const dueCountRoute = routeOf(review.dueCount);
const gradeRoute = routeOf(review.grade);

/** A file the browser saves under `name` (c.text keeps the Content-Type given here). */
const download = (type: string, name: string) => ({
  "Content-Type": `${type}; charset=utf-8`,
  "Content-Disposition": `attachment; filename="${name}"`,
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
    c.text(notebookCsv(await exportedWords(c.var.db, subjectOf(c))), 200, download("text/csv", "awd-notebook.csv")),
  );

  app.openapi(ankiRoute, async (c) =>
    c.text(
      notebookAnkiText(await exportedWords(c.var.db, subjectOf(c))),
      200,
      download("text/plain", "awd-notebook-anki.txt"),
    ),
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
