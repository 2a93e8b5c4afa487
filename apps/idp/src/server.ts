import { createServer } from "node:http";
import Provider from "oidc-provider";

// The development identity provider. It answers discovery and JWKS now; the Identity issue adds
// Auth0's URL layout, accounts from our database, and the login and sign-up pages.
const port = Number(process.env.IDP_PORT ?? 3002);
const host = process.env.IDP_HOST ?? "127.0.0.1";
const issuer = process.env.IDP_ISSUER ?? `http://localhost:${port}/`;
const webOrigin = process.env.WEB_ORIGIN ?? "http://localhost:3000";

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: "awd-web",
      token_endpoint_auth_method: "none",
      redirect_uris: [`${webOrigin}/awd/login/callback`],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    },
  ],
  pkce: { required: () => true },
});

const server = createServer(provider.callback()).listen(port, host, () =>
  console.log(JSON.stringify({ level: "INFO", message: "idp listening", issuer })),
);

const shutdown = () => server.close(() => process.exit(0));
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
