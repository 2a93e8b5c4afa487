// The ports of the stack the end-to-end run starts, away from the defaults of `npm start`.
export const e2ePorts = { web: 3300, api: 3301, idp: 3302 };
export const siteUrl = `http://localhost:${e2ePorts.web}/awd/`;
export const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
