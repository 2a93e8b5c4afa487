import { describe, expect, it } from "vitest";
import { type AccountAreaState, accountAreaShows } from "./account-area";

const state = (change: Partial<AccountAreaState>): AccountAreaState => ({
  session: "anonymous",
  renewing: false,
  loggedIn: false,
  allianceToken: false,
  issueSavedOnDevice: false,
  online: true,
  ...change,
});

describe("accountAreaShows", () => {
  it.each([
    ["an anonymous visitor", state({}), "login"],
    ["the page as the server renders it (nothing known yet)", state({ session: "loading" }), "login"],
    ["a signed-in reader", state({ session: "signed-in", loggedIn: true }), "menu"],
    ["a signed-in reader offline", state({ session: "signed-in", loggedIn: true, online: false }), "menu"],
    ["an alliance visitor", state({ session: "alliance", loggedIn: true, allianceToken: true }), "icon"],
    ["a stored session being renewed", state({ session: "loading", renewing: true }), "nothing"],
    ["a session the provider cannot confirm", state({ session: "unconfirmed" }), "nothing"],
    [
      "offline, a stored session, nothing saved",
      state({ session: "loading", renewing: true, online: false }),
      "nothing",
    ],
    [
      "offline, a stored session, an issue saved on the device",
      state({ session: "loading", renewing: true, online: false, issueSavedOnDevice: true }),
      "menu",
    ],
    [
      "offline, the provider given up on, an issue saved",
      state({ session: "unconfirmed", online: false, issueSavedOnDevice: true }),
      "menu",
    ],
    [
      "online, the provider out of reach, an issue saved",
      state({ session: "unconfirmed", issueSavedOnDevice: true }),
      "menu",
    ],
    [
      "online, a stored session being renewed, an issue saved (the answer is coming)",
      state({ session: "loading", renewing: true, issueSavedOnDevice: true }),
      "nothing",
    ],
    ["signed out (no session), a record left over", state({ issueSavedOnDevice: true, online: false }), "login"],
  ])("%s → %s", (_, given, shows) => {
    expect(accountAreaShows(given)).toBe(shows);
  });
});
