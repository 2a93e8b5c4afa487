import { readApiUrl } from "./env";

/** spec §8 failed-response: a non-ok answer is an error named with its status code. */
export class FailedResponse extends Error {
  constructor(readonly status: number) {
    super(String(status));
    this.name = "failed-response";
  }
}

/** GET from the read API and unwrap the contract's { data } envelope. */
export async function readApi<T>(path: string): Promise<T> {
  const response = await fetch(`${readApiUrl}${path}`, { cache: "no-store" });
  if (!response.ok) throw new FailedResponse(response.status);
  const body = (await response.json()) as { data: T };
  return body.data;
}
