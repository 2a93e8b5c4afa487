// What the header's account place shows (docs/product/site-and-urls.md#shared-layout): the login
// link, the user icon with its menu, the icon alone (an alliance visitor), or nothing.

export type AccountAreaShows = "login" | "menu" | "icon" | "nothing";

export interface AccountAreaState {
  /** the session as the sign-in SDK reports it (the web app's session store) */
  session: "loading" | "anonymous" | "signed-in" | "alliance" | "unconfirmed";
  /** a session stored on this browser is being renewed: the SDK was asked for before it answered */
  renewing: boolean;
  /** signed in, or holding an alliance token */
  loggedIn: boolean;
  allianceToken: boolean;
  /** an issue is saved on this device for the account signed in on it (its record in local storage) */
  issueSavedOnDevice: boolean;
  online: boolean;
}

/**
 * A reader the provider has confirmed sees their menu, an anonymous one the login link. A session the
 * browser remembers but that is not confirmed (being renewed, or the provider out of reach) is neither
 * signed in nor out: nothing is offered, never the login link as if the reader had signed out. But a
 * reader who saved an issue on this device is signed in on it: offline, or while the provider cannot
 * be reached, they keep their signed-in header (the saved issue is removed when they sign out or the
 * session ends, so it is there only while they are).
 */
export function accountAreaShows(state: AccountAreaState): AccountAreaShows {
  if (state.loggedIn) return state.allianceToken ? "icon" : "menu";
  const unsure = state.session === "unconfirmed" || (state.session === "loading" && state.renewing);
  if (!unsure) return "login";
  return state.issueSavedOnDevice && (!state.online || state.session === "unconfirmed") ? "menu" : "nothing";
}
