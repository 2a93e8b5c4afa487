import { z } from "zod";
import { defineRoutes } from "./route.ts";

// GET /static/{path}: the files under content/media and content/print. The path is the file's under
// the static root, slashes and all ("media/images/101-main.webp"), as the API's answers give it: an
// image's path, or a paid audio's or a print PDF's with the signed query that opens it.

export const staticRoutes = defineRoutes({
  file: {
    method: "get",
    path: "/static/{path}",
    guard: "public",
    params: z.object({
      path: z.string().meta({
        description: "The file's path under the static root, with its slashes",
        example: "media/images/101-main.webp",
      }),
    }),
    answer: z.string().meta({ format: "binary", description: "The file's bytes; Content-Type says what they are" }),
    produces: "*/*",
    summary: "The file",
    description:
      "A file under content/media or content/print. Cache-Control max-age when STATIC_MAX_AGE is set, else no-store. Paid audio and print PDFs need the signed query the article or print-edition response gives.",
  },
});
