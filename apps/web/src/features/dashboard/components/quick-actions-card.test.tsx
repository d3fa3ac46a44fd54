import { MemberRole } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { quietMoneyHandlers } from '@/test/dashboard-fixtures.ts';
import { renderRoute } from '@/test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const VIEWER_NOTE =
  'You are a Viewer in all your groups, so you can see transactions and budgets but not add them.';

function open(roles: MemberRole[], title = 'Quick Actions') {
  stubApi({
    ...sessionHandlers(profileOf()),
    ...quietMoneyHandlers,
    'GET /budgets': () => [],
    'GET /budgets/summary': () => ({
      total: 0,
      currency: 0,
      activeBudgets: 0,
      unconvertedCurrencies: [],
    }),
    'GET /groups': () => roles.map((role, index) => groupOf({ id: `g${index}`, role })),
  });
  renderRoute(<DashboardPage implementedPaths={['/transactions', '/budgets']} />, {
    path: '/dashboard',
  });
  return screen.findByRole('region', { name: title });
}

/** The ids a button's aria-describedby names, read as the texts they point at. */
function descriptionOf(button: HTMLElement): string[] {
  const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '');
}

afterEach(() => setLanguage('en'));

describe('Quick Actions', () => {
  it('tells a Viewer in every group why both actions are disabled', async () => {
    const actions = await open([MemberRole.Viewer, MemberRole.Viewer]);
    expect(within(actions).getByText(VIEWER_NOTE)).toBeTruthy();
    for (const name of ['New Transaction', 'New Budget']) {
      const button = within(actions).getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(descriptionOf(button)).toEqual([VIEWER_NOTE]);
    }
  });

  it('says it in Polish too', async () => {
    await setLanguage('pl');
    const actions = await open([MemberRole.Viewer], 'Szybkie akcje');
    const button = within(actions).getByRole('button', { name: 'Nowa transakcja' });
    expect(descriptionOf(button)).toEqual([
      'We wszystkich swoich grupach jesteś obserwatorem, więc możesz przeglądać transakcje i budżety, ale nie możesz ich dodawać.',
    ]);
  });

  it('says nothing of Viewers to a user who may write in a group', async () => {
    const actions = await open([MemberRole.Viewer, MemberRole.Member]);
    const link = within(actions).getByRole('link', { name: 'New Transaction' });
    expect(link.getAttribute('aria-describedby')).toBeNull();
    expect(within(actions).queryByText(/Viewer/)).toBeNull();
  });
});
