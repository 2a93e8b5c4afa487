import { isLoggedIn, type Visitor } from "./visitor.ts";

// spec §1 user types, §3 analytics event awd_user_type
export const userTypes = ["Digital", "Double", "Free", "NotLoggedIn", "Corp", "Alliance"] as const;
export type UserType = (typeof userTypes)[number];

// spec §4 user type, first match wins. Preview mode shows the site as a signed-out reader sees it.
export const userTypeOf = (visitor: Visitor): UserType => {
  const { right } = visitor;
  if (!isLoggedIn(visitor) || right.hasPreviewModeCookie) return "NotLoggedIn";
  if (right.hasAwdAllianceToken) return "Alliance";
  if (right.accountKind === "corporate") return "Corp";
  if (right.productContentId === "digital") return "Digital";
  if (right.productContentId === "double") return "Double";
  return "Free";
};
