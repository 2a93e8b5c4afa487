import type { DeskPermission } from "@awd/core/desk-permissions";
import type { AccountKind } from "@awd/core/rights";
import type { ProductContent } from "@awd/core/subscription-course";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** A reader's account, keyed by the identity provider's subject. */
export const accounts = pgTable("accounts", {
  subject: text("subject").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  /** scrypt hash for accounts of the development provider; null for accounts of a hosted provider */
  passwordHash: text("password_hash"),
  kind: text("kind").$type<AccountKind>().notNull().default("personal"),
  /** What the account may do on the publisher's desk; the development provider puts them in the access token. */
  permissions: text("permissions").array().$type<DeskPermission[]>().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The one course an account holds (docs/product/subscriptions-and-codes.md#courses), set by the subscription desk. */
export const subscriptions = pgTable("subscriptions", {
  subject: text("subject")
    .primaryKey()
    .references(() => accounts.subject, { onDelete: "cascade" }),
  productContentId: text("product_content_id").$type<ProductContent>().notNull(),
  status: text("status").$type<"available" | "none">().notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  expireAt: timestamp("expire_at", { withTimezone: true }).notNull(),
  isDoubleCourseFirstMonthContract: boolean("is_double_course_first_month_contract").notNull().default(false),
  previewCodeAuthenticatedAt: timestamp("preview_code_authenticated_at", { withTimezone: true }),
});

/** The code printed in the paper for one calendar month (YYYY-MM, Tokyo). */
export const previewCodes = pgTable("preview_codes", {
  month: text("month").primaryKey(),
  code: text("code").notNull(),
});

/** One-time codes that attach a course to the account that redeems them. */
export const linkingCodes = pgTable("linking_codes", {
  code: text("code").primaryKey(),
  productContentId: text("product_content_id").$type<Exclude<ProductContent, "none">>().notNull(),
  months: integer("months").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  redeemedBy: text("redeemed_by").references(() => accounts.subject, { onDelete: "set null" }),
  redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
});

/**
 * Partner sites whose visitors may read with an alliance token. `referrer` is the partner's id and
 * host name; the partner's server signs entry links with `secret`.
 */
export const alliancePartners = pgTable("alliance_partners", {
  referrer: text("referrer").primaryKey(),
  secret: text("secret").notNull(),
  /** Entry by the Referer header alone, without a signed link: off unless the desk turns it on. */
  refererEntry: boolean("referer_entry").notNull().default(false),
  /** A partner the desk turned off: its links and tokens are refused, its secret kept for turning it on again. */
  enabled: boolean("enabled").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Nonces of signed alliance entry links already used: each link enters once. */
export const allianceNonces = pgTable(
  "alliance_nonces",
  {
    partner: text("partner").notNull(),
    nonce: text("nonce").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partner, t.nonce] }), index("alliance_nonces_used_at_idx").on(t.usedAt)],
);
