// When this web process was last told its content changed (POST /awd/api/revalidate, after an import
// or a desk change). The proxy, which answers unknown article URLs 404 from its list of articles, reads
// the list again after it. The route and the proxy are bundled apart, so the moment lives on globalThis.

const key = Symbol.for("awd.contentChangedAt");
const held = globalThis as { [key]?: number };

export const markContentChanged = (): void => {
  held[key] = Date.now();
};

export const contentChangedAt = (): number => held[key] ?? 0;
