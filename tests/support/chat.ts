import type { Client } from './test-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields of the answer it expects
export type JsonBody = Record<string, any>;

/** POST /api/interview/chat as the respondent's page does: JSON, from this site. */
export async function postChat(client: Client, body: Record<string, unknown>): Promise<{ status: number; json: JsonBody }> {
  const response = await client.request('/api/interview/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as JsonBody };
}
