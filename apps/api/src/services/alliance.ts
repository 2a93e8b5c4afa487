import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  allianceEntryAgeProblem,
  allianceEntryMessage,
  allianceNonceMemoryMs,
  type SignedAllianceEntry,
} from "@awd/core/alliance-entry";
import { signAllianceToken, verifyAllianceToken } from "@awd/core/alliance-token";
import type { Database } from "@awd/db/client";
import { allianceNonces, alliancePartners } from "@awd/db/schema/identity";
import { asc, eq, lt } from "drizzle-orm";
import { requirePartnerId } from "../desk/limit-problems.ts";
import { type ChangeBy, recordChange } from "./audit-log.ts";

type Partner = typeof alliancePartners.$inferSelect;

async function partnerById(db: Database, id: string): Promise<Partner | undefined> {
  const [row] = await db.select().from(alliancePartners).where(eq(alliancePartners.referrer, id));
  return row;
}

/** A partner whose visitors may enter: one the desk turned off is as unknown. */
async function enabledPartner(db: Database, id: string): Promise<Partner | undefined> {
  const partner = await partnerById(db, id);
  return partner?.enabled ? partner : undefined;
}

const issueAllianceToken = (partner: Partner, now: number) =>
  signAllianceToken({ referrer: partner.referrer, timestamp: now }, partner.secret);

/** The hex HMAC-SHA256 a partner's server puts in `sig` of an entry link. */
const signAllianceEntry = (entry: Pick<SignedAllianceEntry, "partner" | "ts" | "nonce">, secret: string) =>
  createHmac("sha256", secret).update(allianceEntryMessage(entry)).digest("hex");

// An unknown partner costs the same HMAC as a known one, so the answer's timing does not tell which ids exist.
const secretOfNoPartner = randomBytes(32).toString("base64url");

const signedBy = (entry: SignedAllianceEntry, secret: string) =>
  timingSafeEqual(Buffer.from(signAllianceEntry(entry, secret), "hex"), Buffer.from(entry.sig, "hex"));

/** Records the nonce as used; false when it already was (by this request's twin, concurrent or not). */
async function useNonce(db: Database, entry: SignedAllianceEntry, now: number): Promise<boolean> {
  await db.delete(allianceNonces).where(lt(allianceNonces.usedAt, new Date(now - allianceNonceMemoryMs)));
  const inserted = await db
    .insert(allianceNonces)
    .values({ partner: entry.partner, nonce: entry.nonce, usedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ nonce: allianceNonces.nonce });
  return inserted.length === 1;
}

/** A token for a visitor who followed a fresh link signed by a partner, or undefined; each link enters once. */
export async function enterBySignedLink(
  db: Database,
  entry: SignedAllianceEntry,
  now: number,
): Promise<string | undefined> {
  const partner = await enabledPartner(db, entry.partner);
  const signed = signedBy(entry, partner?.secret ?? secretOfNoPartner);
  // The signature is checked before the age, so an unsigned link learns nothing about our clock.
  if (!partner || !signed || allianceEntryAgeProblem(entry.ts, now)) return undefined;
  return (await useNonce(db, entry, now)) ? issueAllianceToken(partner, now) : undefined;
}

/** A token for a visitor whose Referer names a partner the desk allowed to enter by Referer, or undefined. */
export async function enterByReferer(db: Database, host: string | undefined, now: number): Promise<string | undefined> {
  const partner = host === undefined ? undefined : await enabledPartner(db, host);
  return partner?.refererEntry ? issueAllianceToken(partner, now) : undefined;
}

export const verifyAlliance = (db: Database, token: string, now: number) =>
  verifyAllianceToken(token, { secretFor: async (referrer) => (await enabledPartner(db, referrer))?.secret, now });

const newSecret = () => randomBytes(32).toString("base64url");

/** Every partner, by its id. */
export const allPartners = (db: Database) => db.select().from(alliancePartners).orderBy(asc(alliancePartners.referrer));

// docs/product/publishers-desk.md#partners: the desk's changes, each audited in its own
// transaction. A secret leaves only in the answer that made it; an audit row says "(rotated)".

/** A partner as the desk lists it: never its secret. */
export const partnerView = (partner: Partner) => ({
  id: partner.referrer,
  enabled: partner.enabled,
  refererEntry: partner.refererEntry,
  createdAt: partner.createdAt,
});

/**
 * Registers a new partner with a new secret; undefined when the id is taken. An id that is no host
 * name is refused (422, partner-id-invalid) whichever door it came through.
 */
export function addPartner(db: Database, id: string, change: ChangeBy): Promise<Partner | undefined> {
  return db.transaction(async (tx) => {
    requirePartnerId(id);
    const [row] = await tx
      .insert(alliancePartners)
      .values({ referrer: id, secret: newSecret() })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    const after = { ...partnerView(row), secret: "(new)" };
    await recordChange(tx, { ...change, action: "partner.add", target: id, before: null, after });
    return row;
  });
}

/** Gives a partner a new secret (links and tokens signed with the old one stop working); undefined when there is none. */
export function rotatePartnerSecret(db: Database, id: string, change: ChangeBy): Promise<Partner | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(alliancePartners)
      .set({ secret: newSecret() })
      .where(eq(alliancePartners.referrer, id))
      .returning();
    if (!row) return undefined;
    const view = partnerView(row);
    await recordChange(tx, {
      ...change,
      action: "partner.rotate",
      target: id,
      before: view,
      after: { ...view, secret: "(rotated)" },
    });
    return row;
  });
}

export interface PartnerState {
  enabled?: boolean;
  refererEntry?: boolean;
}

const stateAction = ({ enabled }: PartnerState) =>
  enabled === undefined ? "partner.referer-entry" : enabled ? "partner.on" : "partner.off";

/** Turns a partner, or its entry by Referer, off or on; undefined when there is none. */
export function setPartnerState(
  db: Database,
  id: string,
  state: PartnerState,
  change: ChangeBy,
): Promise<Partner | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(alliancePartners).where(eq(alliancePartners.referrer, id)).for("update");
    if (!before) return undefined;
    const [after] = await tx.update(alliancePartners).set(state).where(eq(alliancePartners.referrer, id)).returning();
    if (!after) return undefined;
    await recordChange(tx, {
      ...change,
      action: stateAction(state),
      target: id,
      before: partnerView(before),
      after: partnerView(after),
    });
    return after;
  });
}

/** A partner as it is, registered first with a new secret if it was not (the command line's `partner secret`). */
export async function partnerWithSecret(db: Database, id: string, change: ChangeBy): Promise<Partner> {
  const partner = (await partnerById(db, id)) ?? (await addPartner(db, id, change)) ?? (await partnerById(db, id));
  if (!partner) throw new Error(`partner ${id} was not stored`);
  return partner;
}

/** Removes a partner (its links stop working); false when there was none. */
export function removePartner(db: Database, id: string, change: ChangeBy): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(alliancePartners).where(eq(alliancePartners.referrer, id)).returning();
    if (!before) return false;
    await recordChange(tx, {
      ...change,
      action: "partner.remove",
      target: id,
      before: partnerView(before),
      after: null,
    });
    return true;
  });
}
