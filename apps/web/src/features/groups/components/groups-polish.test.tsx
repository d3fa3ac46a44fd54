import { MemberRole } from '@budget/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { GroupsPage } from './groups-page.tsx';

const member = (userId: string, name: string, role: MemberRole) => ({
  userId,
  name,
  userEmail: `${userId}@example.test`,
  role,
  joinedAt: '2026-01-02T10:00:00.000Z',
});
const people = ['Bob', 'Cy', 'Dee', 'Eve'].map((name) =>
  member(`u-${name.toLowerCase()}`, name, MemberRole.Member),
);
const owned = groupOf();
const club = groupOf({
  id: 'g2',
  name: 'Book club',
  role: MemberRole.Viewer,
  groupMembers: [member('u-ann', 'Ann', MemberRole.Viewer), ...people.slice(0, 1)],
});
const choir = groupOf({
  id: 'g3',
  name: 'Choir',
  role: MemberRole.Member,
  groupMembers: [member('u-ann', 'Ann', MemberRole.Member), ...people],
});

beforeEach(() => setLanguage('pl'));
afterEach(() => setLanguage('en'));

describe('GroupsPage in Polish', () => {
  it('lists the groups with Polish roles, actions and member counts', async () => {
    stubApi({ ...sessionHandlers(profileOf()), 'GET /groups': () => [owned, club, choir] });
    renderRoute(<GroupsPage />, { path: '/groups' });
    expect(await screen.findByText('Twoje grupy (3)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zarządzanie grupami' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Twoje grupy' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Nazwa',
      'Opis',
      'Twoja rola',
      'Członkowie',
      'Ostatnia zmiana',
      'Akcje',
    ]);
    for (const role of ['Właściciel', 'Obserwator', 'Członek'])
      expect(within(table).getByText(role)).toBeTruthy();
    // Polish plurals: 1 członek, 2 członków, 5 członków.
    expect(within(table).getByRole('link', { name: '1 członek w grupie Household' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: '2 członków w grupie Book club' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: '5 członków w grupie Choir' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Usuń grupę Household' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Opuść grupę Book club' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Utwórz grupę' })).toBeTruthy();
  });
});
