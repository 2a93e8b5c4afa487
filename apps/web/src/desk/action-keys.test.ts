import { describe, expect, it } from "vitest";
import { actionKeys, randomKey } from "./action-keys";

const counting = () => {
  let n = 0;
  return actionKeys(() => `k${++n}`);
};
const notice = (message: string) => ({ path: "/desk/notices", body: { message } });

describe("actionKeys: one Idempotency-Key per thing the operator does", () => {
  it("sends a failed change again with the key it was first sent with", () => {
    const keys = counting();
    expect(keys.keyFor(notice("お知らせ"))).toBe("k1");
    expect(keys.keyFor(notice("お知らせ"))).toBe("k1");
  });

  it("gives a changed form a new key (the API refuses one key with two requests)", () => {
    const keys = counting();
    keys.keyFor(notice("お知らせ"));
    expect(keys.keyFor(notice("お知らせ（訂正）"))).toBe("k2");
  });

  it("gives the same form a new key once it was answered: adding it again is meant", () => {
    const keys = counting();
    keys.keyFor(notice("お知らせ"));
    keys.done();
    expect(keys.keyFor(notice("お知らせ"))).toBe("k2");
  });

  it("makes keys of 32 hex digits, never the same twice", () => {
    const made = new Set(Array.from({ length: 100 }, randomKey));
    expect(made.size).toBe(100);
    for (const key of made) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
