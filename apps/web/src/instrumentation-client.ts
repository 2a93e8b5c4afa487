import { config } from "zod/v4/core";

// Runs before the site's code in the browser. zod compiles object parsers with new Function when it
// may, and probes for that even when it may not; the site's Content-Security-Policy forbids eval, so
// the probe would be refused and reported (docs/adr/009). Its interpreted parsers are used instead.
config({ jitless: true });
