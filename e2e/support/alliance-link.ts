import { createHmac, randomBytes } from "node:crypto";
import { apiUrl } from "./stack.ts";

/** The demo partner of the README: its id and the secret its server signs entry links with. */
export const demoPartner = { referrer: "partner.example", secret: "awd-demo-partner-secret" };

/** A fresh entry link as the demo partner's server makes one: signed over partner, ts and nonce, used once. */
export function signedEntryLink(): string {
  const ts = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString("hex");
  const sig = createHmac("sha256", demoPartner.secret).update(`${demoPartner.referrer}\n${ts}\n${nonce}`).digest("hex");
  return `${apiUrl}/alliance/enter?${new URLSearchParams({ partner: demoPartner.referrer, ts, nonce, sig })}`;
}
