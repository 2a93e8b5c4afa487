// What the desk hands a partner: code for its server that makes a signed entry link per page view.
// The values are quoted for each language, so any URL the operator configured stays a string.

export interface PartnerLinkSetup {
  /** the partner's id */
  partner: string;
  secret: string;
  /** the API's public address, where /alliance/enter is */
  apiUrl: string;
}

const allianceEntryUrl = (apiUrl: string) => `${apiUrl.replace(/\/+$/, "")}/alliance/enter`;

const phpString = (value: string) => `'${value.replace(/[\\']/g, (char) => `\\${char}`)}'`;

export function nodeSnippet({ partner, secret, apiUrl }: PartnerLinkSetup): string {
  return `const { createHmac, randomBytes } = require("node:crypto");
// Make a new link for every page you serve: each link lets one visitor in once, within 5 minutes.
function awdEntryLink() {
  const partner = ${JSON.stringify(partner)};
  const secret = ${JSON.stringify(secret)}; // keep it on your server only
  const ts = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString("hex");
  const sig = createHmac("sha256", secret).update(\`\${partner}\\n\${ts}\\n\${nonce}\`).digest("hex");
  return ${JSON.stringify(`${allianceEntryUrl(apiUrl)}?`)} + new URLSearchParams({ partner, ts, nonce, sig });
}`;
}

export function phpSnippet({ partner, secret, apiUrl }: PartnerLinkSetup): string {
  return `<?php
// Make a new link for every page you serve: each link lets one visitor in once, within 5 minutes.
function awd_entry_link(): string {
  $partner = ${phpString(partner)};
  $secret = ${phpString(secret)}; // keep it on your server only
  $ts = (string) time();
  $nonce = bin2hex(random_bytes(16));
  $sig = hash_hmac('sha256', "$partner\\n$ts\\n$nonce", $secret);
  return ${phpString(`${allianceEntryUrl(apiUrl)}?`)} . http_build_query(['partner' => $partner, 'ts' => $ts, 'nonce' => $nonce, 'sig' => $sig]);
}`;
}
