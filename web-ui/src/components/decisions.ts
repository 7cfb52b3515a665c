// Confirm cards above the newest answer: the AI SDK's approval answer only continues the last message, so such a
// card is decided over the proposals API, then recorded in the conversation by a decision turn (`POST /api/chat`
// with `decision`), and the transcript is read again. Until that read, the card shows what the server answered.
import { createContext } from 'react';
import { api, deputyFetch, problemOf } from '../api';

/** What the chat knows about cards decided outside the stream: a token's status while or after it is decided. */
export interface Decisions {
  /** Token → `executing` while the request runs, then the proposal's status (`applied`, `declined`, `failed`…). */
  status: Record<string, string>;
  errors: Record<string, string>;
}

export const DecisionsContext = createContext<Decisions>({ status: {}, errors: {} });

/** Applies or declines the proposal `token` of conversation `conversationId`; returns the proposal's new status. */
export async function decideOutsideTheStream(
  conversationId: string,
  token: string,
  approved: boolean,
): Promise<string> {
  const kind = approved ? 'apply' : 'decline';
  const answer = await api<{ proposal?: { status: string }; status?: string }>(`/api/proposals/${kind}`, {
    method: 'POST',
    body: { token },
  });
  const status = answer.proposal?.status ?? answer.status ?? (approved ? 'applied' : 'declined');
  // The transcript's copy of the card learns the outcome through a decision turn; its stream is read to the end
  // (the model may acknowledge) and the caller then reloads the messages.
  const response = await deputyFetch('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: conversationId, decision: { token, kind } }),
  });
  if (!response.ok) throw problemOf(response.status, await response.text());
  await response.text();
  return status;
}
