// Runs once when the web server starts (never during `next build`, which has no secrets to check):
// a production-like server with a missing or development secret stops here with one line.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ configOrExit }, { webServerConfigFromEnv }] = await Promise.all([
    import("@awd/core/deployment"),
    import("./lib/web-server-config"),
  ]);
  configOrExit("web", () => webServerConfigFromEnv());
}
