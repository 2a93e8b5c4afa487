import { errorBodySchema } from "@awd/core/contract/envelope";
import { errorResponses, jsonContent } from "../schemas.ts";

/** The refusals every desk route answers with, for /openapi.json. */
export const deskErrors = {
  ...errorResponses,
  401: jsonContent(errorBodySchema, "No valid access token"),
  403: jsonContent(errorBodySchema, "The token lacks the permission this route needs"),
};
