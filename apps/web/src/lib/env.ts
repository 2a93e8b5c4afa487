// Where the web reaches the API: the read and write roles and the static files (spec §7).
export const readApiUrl = process.env.READ_API_URL ?? "http://127.0.0.1:3001";
export const writeApiUrl = process.env.WRITE_API_URL ?? readApiUrl;
export const staticUrl = process.env.STATIC_URL ?? `${readApiUrl}/static`;
