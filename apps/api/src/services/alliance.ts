import { randomBytes } from "node:crypto";
import { signAllianceToken, verifyAllianceToken } from "@awd/core/alliance-token";
import type { Database } from "@awd/db/client";
import { alliancePartners } from "@awd/db/schema/identity";
import { eq } from "drizzle-orm";

async function secretOf(db: Database, referrer: string) {
  const [row] = await db.select().from(alliancePartners).where(eq(alliancePartners.referrer, referrer));
  return row?.secret;
}

/** The host name of a Referer header, the partner's key in the allowlist. */
export function referrerHost(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** decisions.md Alliance access: a token for a visitor who came from an allowlisted partner page. */
export async function issueAllianceToken(db: Database, referrer: string, now: number): Promise<string | undefined> {
  const secret = await secretOf(db, referrer);
  return secret ? signAllianceToken({ referrer, timestamp: now }, secret) : undefined;
}

export const verifyAlliance = (db: Database, token: string, now: number) =>
  verifyAllianceToken(token, { secretFor: (referrer) => secretOf(db, referrer), now });

export async function registerPartner(db: Database, referrer: string) {
  const secret = randomBytes(32).toString("base64url");
  await db
    .insert(alliancePartners)
    .values({ referrer: referrer.toLowerCase(), secret })
    .onConflictDoUpdate({ target: alliancePartners.referrer, set: { secret } });
  return { referrer: referrer.toLowerCase(), secret };
}
