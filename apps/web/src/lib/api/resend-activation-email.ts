import type { Envelope } from '@budget/contract';
import { useMutation, type MutationMeta } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

/** POST /auth/resend-activation-email?email=...: an empty body, the address in the query. */
export function resendActivationEmail(email: string): Promise<Envelope<null>> {
  return apiClient.post('/auth/resend-activation-email', { query: { email } });
}

export function useResendActivationEmailMutation(meta?: MutationMeta) {
  return useMutation({ meta, mutationFn: resendActivationEmail });
}
