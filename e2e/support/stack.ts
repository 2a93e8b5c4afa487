// The ports of the stack the end-to-end run starts, away from the defaults of `npm start`
// (E2E_PORT_BASE moves all three, so two runs can share a machine).
const base = Number(process.env.E2E_PORT_BASE ?? 3300);
export const e2ePorts = { web: base, api: base + 1, idp: base + 2 };
export const siteUrl = `http://localhost:${e2ePorts.web}/awd/`;
export const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
