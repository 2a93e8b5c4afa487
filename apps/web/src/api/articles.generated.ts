// Written by scripts/generate-api-client.ts from @awd/core/contract/articles: do not edit.
import type { articleRoutes, articlesRoutes, audiosRoutes, seriesRoutes } from "@awd/core/contract/articles";
import type { ApiRoute } from "../lib/api-route";

export const articleShowRoute: ApiRoute<typeof articleRoutes.show> = { method: "GET", path: "/{seriesPath}/{id}" };
export const articleRelationsRoute: ApiRoute<typeof articleRoutes.relations> = { method: "GET", path: "/article/{id}/relations" };
export const articlesListRoute: ApiRoute<typeof articlesRoutes.list> = { method: "GET", path: "/articles" };
export const articlesMonthsRoute: ApiRoute<typeof articlesRoutes.months> = { method: "GET", path: "/articles/months" };
export const articlesKeysRoute: ApiRoute<typeof articlesRoutes.keys> = { method: "GET", path: "/articles/keys" };
export const audiosListRoute: ApiRoute<typeof audiosRoutes.list> = { method: "GET", path: "/audios" };
export const seriesListRoute: ApiRoute<typeof seriesRoutes.list> = { method: "GET", path: "/series" };
