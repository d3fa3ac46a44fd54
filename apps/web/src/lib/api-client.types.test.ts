import type { Budget, Category, Envelope, Group } from '@budget/contract';
import { describe, expectTypeOf, it } from 'vitest';
import { apiClient } from './api-client.ts';

/**
 * Calls the client must refuse. Never run (nothing is fetched): `npm run typecheck` checks this
 * file, and an error expected here that does not come fails it.
 */
export async function refusedCalls(): Promise<void> {
  // @ts-expect-error an unknown path
  await apiClient.get('/budget');
  // @ts-expect-error a path of another method
  await apiClient.get('/auth/login');
  // @ts-expect-error a body the endpoint does not take (no period, no amount...)
  await apiClient.post('/budgets', { body: { name: 'Food' } });
  // @ts-expect-error a body where the endpoint takes none
  await apiClient.delete('/users/delete-profile', { body: { id: 'u1' } });
  // @ts-expect-error the endpoint's required query left out
  await apiClient.delete('/budgets');
  // @ts-expect-error a query parameter the endpoint does not read
  await apiClient.get('/budgets', { query: { groupId: 'g1' } });
  // @ts-expect-error a path parameter left out
  await apiClient.get('/groups/:groupId/balances', { params: {} });
  // @ts-expect-error the answer assigned as what it is not
  const categories: Category[] = await apiClient.get('/budgets');
  void categories;
}

describe('apiClient types', () => {
  it('answers the data type the path names, with no type argument', () => {
    const budgets = () => apiClient.get('/budgets', { query: { onlyActualPeriod: true } });
    expectTypeOf(budgets).returns.resolves.toEqualTypeOf<Budget[]>();
    const created = () => apiClient.post('/groups', { body: { name: 'Home' } });
    expectTypeOf(created).returns.resolves.toEqualTypeOf<Envelope<Group>>();
  });
});
