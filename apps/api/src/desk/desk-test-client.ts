import type { TestServer } from "../test-server.ts";

// The desk as a test calls it: the demo operator's access token (desk@awd.example, every permission).

export const deskOperator = { subject: "awd|demo-desk", email: "desk@awd.example" };
const allPermissions = ["desk:read", "desk:write", "content:import"];

export interface DeskAnswer {
  status: number;
  body: unknown;
}

/** Calls a desk route as the demo operator: the status and the JSON body. */
export function deskClient(server: TestServer) {
  return async (
    method: "GET" | "POST" | "DELETE",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<DeskAnswer & { headers: Headers }> => {
    const token = await server.accessToken(deskOperator.subject, { permissions: allPermissions });
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
}
