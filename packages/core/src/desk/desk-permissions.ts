// The permissions an operator's access token carries in its `permissions` claim (Auth0's RBAC claim;
// the development identity provider issues them from the accounts table). docs/product/publishers-desk.md#who-may-use-the-desk

/** Every permission of the desk: reading it, changing what it shows, importing a weekly issue. */
export const deskPermissions = ["desk:read", "desk:write", "content:import"] as const;
export type DeskPermission = (typeof deskPermissions)[number];

export const isDeskPermission = (value: unknown): value is DeskPermission =>
  deskPermissions.some((permission) => permission === value);

/**
 * The desk permissions a token's `permissions` claim grants. Anything else a provider put there (other
 * APIs' permissions, a string instead of a list) grants nothing here.
 */
export function deskPermissionsOfClaim(claim: unknown): DeskPermission[] {
  if (!Array.isArray(claim)) return [];
  return deskPermissions.filter((permission) => claim.includes(permission));
}

/** Whether an operator holding `granted` may do what needs `needed`. */
export const holdsPermission = (granted: readonly string[], needed: DeskPermission): boolean =>
  granted.includes(needed);

/**
 * What each area of the desk needs for a change: the one table the screens (which show the controls
 * of a change only to an operator who may make it) and the API's change routes read.
 */
export const deskChangePermission = {
  readers: "desk:write",
  codes: "desk:write",
  partners: "desk:write",
  notices: "desk:write",
  config: "desk:write",
  import: "content:import",
} as const satisfies Record<string, DeskPermission>;
export type DeskChangeArea = keyof typeof deskChangePermission;

/** Whether an operator holding `granted` may change what the desk's `area` shows (or import, for "import"). */
export const mayChangeOnDesk = (granted: readonly string[], area: DeskChangeArea): boolean =>
  holdsPermission(granted, deskChangePermission[area]);
