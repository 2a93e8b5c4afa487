import { type ArticleAccess, articleAccess } from "@awd/core/article-access";
import { tokyoMonth } from "@awd/core/dates";
import { type AuthorizationRight, allianceRight, emptyRight } from "@awd/core/rights";
import type { Visitor } from "@awd/core/visitor";
import { expect, type Page } from "@playwright/test";
import { signedEntryLink } from "./alliance-link.ts";
import { deskCommand } from "./desk.ts";
import { demo, demoPassword, signIn } from "./sign-in.ts";

// The kinds of reader the site serves (docs/product/reading-and-access.md): who they are to core's
// access rule, and how a journey becomes one in the browser, as a real reader does. A reader that
// changes its account (a course granted, a code entered, a course revoked) is a new account signed
// up through the identity provider's own page, so no other journey's demo account changes.

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A paid course as the API holds it: its period around now, and when a preview code was entered. */
const course = (
  product: "digital" | "double",
  days: { started: number; ends: number; codeEntered?: number; firstMonth?: boolean },
  now: number,
): AuthorizationRight => ({
  ...emptyRight,
  productContentId: product,
  status: "available",
  startedAt: iso(now - days.started * day),
  expireAt: iso(now + days.ends * day),
  previewCodeAuthenticatedAt: days.codeEntered === undefined ? null : iso(now - days.codeEntered * day),
  isDoubleCourseFirstMonthContract: days.firstMonth ?? false,
});

export interface ReaderKind {
  name: string;
  /** who the reader is to core's rule, once the journey has made them */
  visitor: (now: number) => Visitor;
  /** has an account of the identity provider (the doors of my page, the notebook, saving an issue) */
  hasAccount: boolean;
  /** makes the page this reader, signed in where they sign in */
  become: (page: Page) => Promise<void>;
}

/** A new account, signed up on the identity provider's 新規登録 page: a free member, signed in. */
export async function signUp(page: Page, name: string): Promise<string> {
  const email = `matrix-${name}-${Date.now()}@awd.example`;
  await page.goto("./");
  await page.getByRole("banner").getByRole("link", { name: "ログイン" }).click();
  await page.getByRole("link", { name: "新規登録" }).click();
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("パスワード").fill(demoPassword);
  await page.getByRole("button", { name: "登録してログイン" }).click();
  await page.waitForURL((url) => url.pathname === "/awd", { timeout: 20_000 });
  await expect(page.getByRole("banner").getByRole("button", { name: "アカウントメニュー" })).toBeVisible();
  return email;
}

/** The month's preview code printed in the paper, as the demo data sets it (README). */
export const monthPreviewCode = () => {
  const month = tokyoMonth(Date.now());
  return `AWD${month.slice(2, 4)}${month.slice(5, 7)}`;
};

/** Enters the month's preview code on /auth, as a double-course reader does with the paper in hand. */
export async function enterPreviewCode(page: Page): Promise<void> {
  await page.goto("auth");
  await page.getByLabel("プレビューコード").fill(monthPreviewCode());
  await page.getByRole("button", { name: "コードを送信" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "プレビューコードを確認しました。" })).toBeVisible();
}

const signedIn = (right: (now: number) => AuthorizationRight) => (now: number) => ({
  isAuthenticated: true,
  right: right(now),
});

const demoReader = (email: string) => (page: Page) => signIn(page, email);

/** A reader signed up and given a course by the desk's command line, as an operator would. */
const grantedReader = (name: string, product: "digital" | "double") => async (page: Page) => {
  const email = await signUp(page, name);
  await deskCommand("grant", email, product, "--months", "12");
  // The right the page holds was asked before the grant: a new page asks again.
  await page.reload();
  return email;
};

/** The readers of the matrix, in the order a journey meets them. */
export const readerKinds = {
  anonymous: {
    name: "anonymous",
    visitor: () => ({ isAuthenticated: false, right: emptyRight }),
    hasAccount: false,
    become: async (page) => {
      await page.goto("./");
    },
  },
  free: {
    name: "free member",
    visitor: signedIn(() => emptyRight),
    hasAccount: true,
    become: async (page) => {
      await signUp(page, "free");
    },
  },
  digital: {
    name: "digital",
    visitor: signedIn((now) => course("digital", { started: 200, ends: 365 }, now)),
    hasAccount: true,
    become: demoReader(demo.digital),
  },
  doubleBeforeCode: {
    name: "double before its preview code",
    visitor: signedIn((now) => course("double", { started: 0, ends: 365 }, now)),
    hasAccount: true,
    become: async (page) => {
      await grantedReader("double", "double")(page);
    },
  },
  doubleWithCode: {
    name: "double with its preview code",
    visitor: signedIn((now) => course("double", { started: 0, ends: 365, codeEntered: 0 }, now)),
    hasAccount: true,
    // The same reader as doubleBeforeCode, once the code is entered.
    become: enterPreviewCode,
  },
  doubleFirstMonth: {
    name: "double in its first month's countdown",
    visitor: signedIn((now) => course("double", { started: 11, ends: 354, codeEntered: 11, firstMonth: true }, now)),
    hasAccount: true,
    become: demoReader(demo.doubleFirstMonth),
  },
  expired: {
    name: "expired",
    visitor: signedIn((now) => course("digital", { started: 375, ends: -10 }, now)),
    hasAccount: true,
    become: demoReader(demo.expired),
  },
  corporate: {
    name: "corporate ID",
    visitor: signedIn(() => ({ ...emptyRight, accountKind: "corporate" })),
    hasAccount: true,
    become: demoReader(demo.corporate),
  },
  alliance: {
    name: "alliance (a signed entry link)",
    visitor: () => ({ isAuthenticated: false, right: allianceRight }),
    hasAccount: false,
    become: async (page) => {
      await page.goto(signedEntryLink(), { referer: "https://partner.example/news/today" });
      await expect(page).toHaveURL(/\/awd\/?$/);
    },
  },
  revokedWhileSignedIn: {
    name: "a course revoked while signed in",
    // The desk's revoke ends the course now: from then on an expired course.
    visitor: signedIn((now) => course("digital", { started: 0, ends: -1 / day }, now)),
    hasAccount: true,
    become: async () => {
      throw new Error("a revoked reader is made from a signed-in subscriber: see the matrix journey");
    },
  },
} satisfies Record<string, ReaderKind>;

export type ReaderKindName = keyof typeof readerKinds;

/** What core's rule gives this reader for a paid article: the one expectation of every cell. */
export const expectedAccess = (reader: ReaderKind, now = Date.now()): ArticleAccess =>
  articleAccess({ isFree: false }, reader.visitor(now), now);

/** A reader signed up and granted a course that the desk revokes later (revokedWhileSignedIn). */
export const subscriberToRevoke = grantedReader("revoked", "digital");
