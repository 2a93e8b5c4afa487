// Written by scripts/generate-api-client.ts from @awd/core/contract/desk-readers: do not edit.
import type { deskReadersRoutes } from "@awd/core/contract/desk-readers";
import type { ApiRoute } from "../lib/api-route";

export const deskReadersSearchRoute: ApiRoute<typeof deskReadersRoutes.search> = { method: "GET", path: "/desk/readers" };
export const deskReadersReaderRoute: ApiRoute<typeof deskReadersRoutes.reader> = { method: "GET", path: "/desk/readers/{subject}" };
export const deskReadersGrantCourseRoute: ApiRoute<typeof deskReadersRoutes.grantCourse> = { method: "POST", path: "/desk/readers/{subject}/course" };
export const deskReadersExtendCourseRoute: ApiRoute<typeof deskReadersRoutes.extendCourse> = { method: "POST", path: "/desk/readers/{subject}/course/extend" };
export const deskReadersRevokeCourseRoute: ApiRoute<typeof deskReadersRoutes.revokeCourse> = { method: "POST", path: "/desk/readers/{subject}/course/revoke" };
export const deskReadersSetCorporateRoute: ApiRoute<typeof deskReadersRoutes.setCorporate> = { method: "POST", path: "/desk/readers/{subject}/corporate" };
