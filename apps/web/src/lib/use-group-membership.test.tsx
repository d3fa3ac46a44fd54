import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { invalidateGroups } from './api/get-groups.ts';
import { createQueryClient } from './query-client.ts';
import { useGroupMembership } from './use-group-membership.ts';

function Consumer({ label }: { label: string }) {
  const { groups, isLoading } = useGroupMembership();
  return <p>{isLoading ? `${label}: loading` : `${label}: ${groups.length}`}</p>;
}

function renderConsumers() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <Consumer label="sidebar" />
      <Consumer label="dashboard" />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('useGroupMembership', () => {
  it('loads the list once, with members, for every screen, and again after a change', async () => {
    const api = stubApi({ ...sessionHandlers(profileOf()), 'GET /groups': () => [groupOf()] });
    const queryClient = renderConsumers();
    expect(await screen.findByText('sidebar: 1')).toBeTruthy();
    expect(screen.getByText('dashboard: 1')).toBeTruthy();
    const loads = callsTo(api, 'GET /groups');
    expect(loads.length).toBe(1);
    expect(loads[0]?.url.search).toBe('?includeMembers=true');

    await act(() => invalidateGroups(queryClient));
    expect(callsTo(api, 'GET /groups').length).toBe(2);
  });

  it('never asks for the groups of an unconfirmed user, who has none', async () => {
    const api = stubApi(sessionHandlers(profileOf({ emailConfirmed: false })));
    renderConsumers();
    expect(await screen.findByText('sidebar: 0')).toBeTruthy();
    expect(callsTo(api, 'GET /users/me').length).toBe(1);
    expect(callsTo(api, 'GET /groups')).toEqual([]);
  });
});
