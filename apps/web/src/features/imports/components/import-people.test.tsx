import { MemberRole, type GroupMember, type ImportPreview } from '@budget/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { suggestedAnswers } from '../hooks/use-import-people.ts';
import { ImportPeople } from './import-people.tsx';

const member = (userId: string, name: string): GroupMember => ({
  userId,
  name,
  userEmail: `${userId}@example.test`,
  role: MemberRole.Member,
  joinedAt: '2026-01-01T00:00:00.000Z',
});
const members = [
  member('u-anna', 'Anna Nowak'),
  member('u-bart', 'Bartek K'),
  member('u-cel', 'cel77'),
];

const preview = {
  format: 'splitwise',
  people: [
    { name: 'Anna Nowak', userId: 'u-anna' },
    { name: 'Bartek', userId: 'u-bart' },
    { name: 'Celina', userId: null },
  ],
} as unknown as ImportPreview;

/** The step as the flow holds it: the server's matches first, each answer kept. */
function Step() {
  const [answers, setAnswers] = useState(suggestedAnswers(preview));
  const missing = (preview.people ?? []).map((p) => p.name).filter((name) => !answers[name]);
  return (
    <ImportPeople
      preview={preview}
      members={members}
      flow={{
        people: answers,
        peopleMissing: missing,
        importing: false,
        answerPerson: (name, userId) => setAnswers((current) => ({ ...current, [name]: userId })),
      }}
    />
  );
}

describe("'Who is who' of a Splitwise file", () => {
  afterEach(() => setLanguage('en'));

  it('preselects the matched members and asks once for the name that matches none', async () => {
    const user = userEvent.setup();
    render(<Step />);
    expect(screen.getByRole('heading', { name: 'Who is who' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Anna Nowak is' }).textContent).toContain(
      'Anna Nowak',
    );
    expect(screen.getByRole('combobox', { name: 'Bartek is' }).textContent).toContain('Bartek K');
    expect(screen.getByRole('alert').textContent).toBe('Choose who Celina is before importing.');
    await user.click(screen.getByRole('combobox', { name: 'Celina is' }));
    await user.click(await screen.findByRole('option', { name: 'cel77' }));
    expect(screen.getByRole('combobox', { name: 'Celina is' }).textContent).toContain('cel77');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Polish', async () => {
    await setLanguage('pl');
    render(<Step />);
    expect(screen.getByRole('heading', { name: 'Kto jest kim' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Przed importem wybierz, kim jest Celina.');
  });

  it('shows nothing for a bank file', () => {
    const bank = { format: 'csv' } as unknown as ImportPreview;
    const { container } = render(
      <ImportPeople
        preview={bank}
        members={members}
        flow={{ people: {}, peopleMissing: [], importing: false, answerPerson: () => {} }}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
