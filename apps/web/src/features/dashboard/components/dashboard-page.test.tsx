import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const nineGroups = Array.from({ length: 9 }, (_, index) =>
  groupOf({ id: `g${index}`, name: `Group ${index}`, description: index === 0 ? null : 'Shared' }),
);

describe('DashboardPage', () => {
  it('shows the groups count, quick actions and the first 8 groups', async () => {
    stubApi({ ...sessionHandlers(profileOf()), 'GET /groups': () => nineGroups });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Groups summary' });
    expect(within(card).getByText('9')).toBeTruthy();
    expect(within(card).getByText('Active group(s)')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Groups' });
    expect(within(section).getAllByRole('listitem').length).toBe(8);
    expect(within(section).getByText('No description')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All groups' }).getAttribute('href')).toBe(
      '/groups',
    );
    // Neither screen exists yet, so neither action may lead anywhere.
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      (within(actions).getByRole('button', { name: 'New Transaction' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(actions).getByRole('button', { name: 'New Budget' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('links the quick actions once their screens exist', async () => {
    stubApi({ ...sessionHandlers(profileOf()), 'GET /groups': () => nineGroups });
    renderRoute(<DashboardPage implementedPaths={['/transactions', '/budgets']} />, {
      path: '/dashboard',
    });
    const link = await screen.findByRole('link', { name: 'New Transaction' });
    expect(link.getAttribute('href')).toBe('/transactions?action=quick_add');
    expect(screen.getByRole('link', { name: 'New Budget' }).getAttribute('href')).toBe(
      '/budgets?action=quick_add',
    );
  });

  it('shows a failed group list and treats the groups as none', async () => {
    stubApi({
      ...sessionHandlers(profileOf()),
      'GET /groups': () => jsonResponse(errorEnvelope('Database unavailable', 4), { status: 503 }),
    });
    renderRoute(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Database unavailable', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Your groups could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No Group Membership' })).toBeTruthy();
  });
});
