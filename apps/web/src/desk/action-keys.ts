// docs/product/errors-and-retries.md#idempotency-keys: one Idempotency-Key per thing the operator
// does. A change sent again because it failed (the browser's own retries, or the operator pressing
// save again on the same form) goes with the key it was first sent with, so the API applies it once;
// a different change, or the next one after a success, gets a new key.

export interface ActionKeys {
  /** The key of this request: the one it was sent with before, unless it succeeded since. */
  keyFor(request: unknown): string;
  /** The request with the key was answered: the next is another action. */
  done(): void;
}

/** 128 random bits, hex: crypto.getRandomValues is there on plain http too (randomUUID is not). */
export const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

export function actionKeys(newKey: () => string = randomKey): ActionKeys {
  let last: { request: string; key: string } | undefined;
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (last?.request !== text) last = { request: text, key: newKey() };
      return last.key;
    },
    done() {
      last = undefined;
    },
  };
}
