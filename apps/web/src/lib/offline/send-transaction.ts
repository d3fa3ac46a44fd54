import { IDEMPOTENCY_KEY_HEADER, type CreateTransactionRequest } from '@budget/contract';
import { apiClient } from '../api-client.ts';
import { randomUuid } from '../random-uuid.ts';
import { isNetworkFailure, isOffline } from './network-status.ts';
import { outbox as browserOutbox, type Outbox } from './outbox.ts';

/** POST /transactions with its key: sent again with the same key, it creates nothing more. */
export function postTransaction(request: CreateTransactionRequest, key: string) {
  return apiClient.post('/transactions', {
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

export type CreateOutcome =
  | { kept: false; transaction: Awaited<ReturnType<typeof postTransaction>>['data'] }
  | { kept: true };

/**
 * Adds the transaction, or, without a connection, keeps it in the outbox to be sent when the
 * connection returns (docs/decisions.md, 'Installable and offline'). A call that got no answer
 * is kept with the key it was sent with: had it reached the server, sending it again answers the
 * transaction it created. Any answer from the server (a refusal too) is the caller's.
 */
export async function createOrKeep(
  request: CreateTransactionRequest,
  userId: string | undefined,
  outbox: Outbox = browserOutbox,
): Promise<CreateOutcome> {
  const key = randomUuid();
  const keep = async (): Promise<CreateOutcome> => {
    await outbox.add({ key, userId: userId ?? '', request });
    return { kept: true };
  };
  if (userId !== undefined && isOffline()) return keep();
  try {
    return { kept: false, transaction: (await postTransaction(request, key)).data };
  } catch (error) {
    if (userId !== undefined && isNetworkFailure(error)) return keep();
    throw error;
  }
}
