// Where the web reaches the API: the read and write roles and the static files (spec §7). Read on
// the server only; the browser reaches static files through /awd/static (app/static/[...path]).
export const readApiUrl = process.env.READ_API_URL ?? "http://127.0.0.1:3001";
export const writeApiUrl = process.env.WRITE_API_URL ?? readApiUrl;
export const staticUrl = process.env.STATIC_URL ?? `${readApiUrl}/static`;

/** The shared secret of POST /awd/api/revalidate; the development default is for npm start only. */
export const revalidateSecret = process.env.REVALIDATE_SECRET ?? "awd-dev-revalidate";

/** Popular contents (spec §2): article ids in order, from POPULAR_CONTENT_IDS or the sample edition's picks. */
export const popularContentIds = (
  process.env.POPULAR_CONTENT_IDS ?? "105,905,2405,1105,605,2305,1905,305,2605,1805,705,2705"
)
  .split(",")
  .map((id) => id.trim())
  .filter((id) => /^\d+$/.test(id));
