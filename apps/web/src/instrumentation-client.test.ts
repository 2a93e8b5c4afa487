import { expect, it } from "vitest";

it("makes zod parse without compiling code, whether zod loads before or after it", async () => {
  const { z } = await import("zod");
  await import("./instrumentation-client");
  expect(z.config().jitless).toBe(true);
  const FunctionConstructor = globalThis.Function;
  const compiled: string[] = [];
  globalThis.Function = new Proxy(FunctionConstructor, {
    construct(target, args) {
      compiled.push(String(args.at(-1)));
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      compiled.push(String(args.at(-1)));
      return Reflect.apply(target, self, args);
    },
  });
  try {
    const schema = z.object({ id: z.number(), title: z.string() });
    for (let n = 0; n < 3; n += 1) expect(schema.parse({ id: n, title: "t" })).toEqual({ id: n, title: "t" });
  } finally {
    globalThis.Function = FunctionConstructor;
  }
  expect(compiled).toEqual([]);
});
