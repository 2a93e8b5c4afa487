// Runs before the site's code in the browser. zod compiles object parsers with new Function when it
// may, and probes for that even when it may not; the site's Content-Security-Policy forbids eval, so
// the probe would be refused and reported (docs/adr/009). jitless makes zod interpret instead. zod
// keeps its settings on globalThis.__zod_globalConfig (shared by every copy of zod), so they are set
// there without loading zod itself on the first load of every page.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });

// A module (not a script), as Next.js loads it.
export {};
