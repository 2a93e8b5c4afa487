import { z } from "zod";
import { type AuthorizationRight, accountKinds, rightStatuses } from "./rights.ts";
import { productContents } from "./subscription-course.ts";

// The authorization right (docs/product/reading-and-access.md#the-authorization-right), as a schema
// for the places that validate it (instants are ISO 8601).
const instant = z.iso.datetime({ offset: true });

export const authorizationRightSchema = z.object({
  productContentId: z.enum(productContents),
  status: z.enum(rightStatuses),
  accountKind: z.enum(accountKinds),
  startedAt: instant.nullable(),
  expireAt: instant.nullable(),
  previewCodeAuthenticatedAt: instant.nullable(),
  isDoubleCourseFirstMonthContract: z.boolean(),
  hasAwdAllianceToken: z.boolean(),
  hasPreviewModeCookie: z.boolean(),
}) satisfies z.ZodType<AuthorizationRight>;
