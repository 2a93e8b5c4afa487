import { type AccessDenial, articleAccess } from "@awd/core/article-access";
import { errorBodySchema } from "@awd/core/contract/envelope";
import { printEditionsRoutes as contract } from "@awd/core/contract/print-editions";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { routeOf } from "../contract-route.ts";
import { ApiError } from "../errors.ts";
import { errorResponses, jsonContent } from "../schemas.ts";
import { findPrintEdition, listPrintEditions } from "../services/print-editions.ts";

const listRoute = routeOf(contract.list);

const showRoute = routeOf(contract.show, {
  errors: {
    401: jsonContent(errorBodySchema, "Not signed in"),
    403: jsonContent(errorBodySchema, "Signed in without a valid right"),
    404: errorResponses[404],
  },
});

// The PDF holds every article in full, so it goes to whoever may read a paid article: the paywall's
// own rule (docs/product/print-edition.md#who-may-open-the-pdf), with the article's reasons turned into statuses.
const refusals: Record<AccessDenial, { status: 401 | 403; message: string }> = {
  login: { status: 401, message: "Sign in to read the print edition" },
  subscribe: { status: 403, message: "The print edition needs a subscription" },
  "preview-code": { status: 403, message: "The print edition needs a preview code for the double course" },
  expired: { status: 403, message: "The subscription has expired" },
};

export function printEditionRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const editions = await listPrintEditions(c.var.deps.config.contentDir);
      return c.json(
        {
          data: editions.map(({ issueDate, title, headline, pageCount, cover }) => ({
            issueDate,
            title,
            headline,
            pageCount,
            cover,
          })),
        },
        200,
      );
    })
    .openapi(showRoute, async (c) => {
      const { issueDate } = c.req.valid("param");
      const { deps } = c.var;
      const edition = await findPrintEdition(deps.config.contentDir, issueDate);
      if (!edition) throw new ApiError(404, `No print edition of ${issueDate}`);
      const access = articleAccess({ isFree: false }, c.var.visitor, c.var.now);
      if (!access.access) {
        const refusal = refusals[access.reason];
        throw new ApiError(refusal.status, refusal.message);
      }
      // The signed URL is this visitor's key for a few hours: never kept by a shared cache.
      c.header("Cache-Control", "private, no-store");
      const { issueDate: date, title, headline, pageCount, bytes, pdf } = edition;
      return c.json(
        { data: { issueDate: date, title, headline, pageCount, bytes, pdfUrl: deps.signer.sign(pdf) } },
        200,
      );
    });
}
