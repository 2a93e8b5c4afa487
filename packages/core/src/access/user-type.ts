import { isLoggedIn, type Visitor } from "./visitor.ts";

// docs/product/reading-and-access.md#user-types, sent as awd_user_type with every analytics event
export const userTypes = ["Digital", "Double", "Free", "NotLoggedIn", "Corp", "Alliance"] as const;
export type UserType = (typeof userTypes)[number];

// First match wins. Preview mode shows the site as a signed-out reader sees it.
export const userTypeOf = (visitor: Visitor): UserType => {
  const { right } = visitor;
  if (!isLoggedIn(visitor) || right.hasPreviewModeCookie) return "NotLoggedIn";
  if (right.hasAwdAllianceToken) return "Alliance";
  if (right.accountKind === "corporate") return "Corp";
  if (right.productContentId === "digital") return "Digital";
  if (right.productContentId === "double") return "Double";
  return "Free";
};
