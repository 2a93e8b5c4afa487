import type { KeyValueStore } from "./remote-config-client";

// localStorage as the engagement features use it: a browser that refuses it (private modes, full
// quota, blocked storage) behaves as one that keeps nothing, for the page's lifetime only.
const memory = new Map<string, string>();

export const browserStorage: KeyValueStore = {
  getItem(key) {
    try {
      return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  setItem(key, value) {
    memory.set(key, value);
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // kept in memory above
    }
  },
};
