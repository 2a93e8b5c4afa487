// The ports of the stack the end-to-end run starts, away from the defaults of `npm start`
// (E2E_PORT_BASE moves all three, so two runs can share a machine). E2E_TOPOLOGY=production runs the
// journeys against `npm run start:prod` instead (nginx in front, two web and two API processes).
export const productionTopology = process.env.E2E_TOPOLOGY === "production";
const base = Number(process.env.E2E_PORT_BASE ?? (productionTopology ? 3600 : 3300));
export const e2ePorts = { web: base, api: base + 1, idp: base + 2 };
export const siteUrl = `http://localhost:${e2ePorts.web}/awd/`;
export const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
