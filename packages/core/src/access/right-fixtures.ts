import { type AuthorizationRight, allianceRight, emptyRight } from "./rights.ts";

// Rights of every kind of visitor, relative to a given "now", for tests here and in the apps.
const day = 86_400_000;

export const rightFixtures = (now: number) => {
  const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const digital: AuthorizationRight = {
    ...emptyRight,
    productContentId: "digital",
    status: "available",
    startedAt: iso(-30 * day),
    expireAt: iso(30 * day),
  };
  /** codeDaysAgo: whole days since the preview code was entered, null for never */
  const double = (codeDaysAgo: number | null, firstMonth = false): AuthorizationRight => ({
    ...digital,
    productContentId: "double",
    previewCodeAuthenticatedAt: codeDaysAgo === null ? null : iso(-codeDaysAgo * day),
    isDoubleCourseFirstMonthContract: firstMonth,
  });
  return {
    iso,
    free: emptyRight,
    digital,
    double,
    expiredDigital: { ...digital, expireAt: iso(-day) },
    corporate: { ...emptyRight, accountKind: "corporate" } satisfies AuthorizationRight,
    alliance: allianceRight,
  };
};
