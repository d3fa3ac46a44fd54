import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { renderRoute } from '@/test/render.tsx';
import { BalancesPage } from './balances-page.tsx';
import { owing, stubBalances } from './balances-stub.ts';

/** A busy machine takes a while to draw the screen and load its calls. */
const WAIT = { timeout: 4_000 };

beforeEach(() => setLanguage('pl'));
afterEach(() => setLanguage('en'));

describe('BalancesPage in Polish', () => {
  it('shows the balances, the settle-up and the record payment dialog in Polish', async () => {
    stubBalances({
      more: { 'POST /groups/g1/settlements': () => ({ ...owing, settleUp: [] }) },
    });
    renderRoute(<BalancesPage />, { path: '/balances' });
    const table = await screen.findByRole('table', { name: 'Salda' }, WAIT);
    expect(screen.getByRole('heading', { name: 'Salda' })).toBeTruthy();
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Członek', 'Zapłacone', 'Udział', 'Płatności', 'Saldo']);
    const balances = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(balances).toEqual([
      'do otrzymania 40.00 PLN',
      'do zapłaty 40.00 PLN',
      'rozliczone, 0.00 PLN',
    ]);
    expect(within(table).getByText('były członek')).toBeTruthy();
    expect(screen.getByText('Rozliczenie')).toBeTruthy();
    expect(screen.getByText('Bob płaci, Ann otrzymuje 40.00 PLN')).toBeTruthy();
    expect(screen.getByText(/Pozycje w walutach EUR są pominięte/)).toBeTruthy();
    expect(
      await screen.findByText('Nie zapisano jeszcze żadnych płatności.', {}, WAIT),
    ).toBeTruthy();

    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Zapisz płatność: Bob płaci, Ann otrzymuje 40.00 PLN' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zapisz płatność' }, WAIT);
    expect(within(dialog).getByText(/40\.00 PLN wyrównuje rozliczenie/)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Kwota (PLN)'));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz płatność' }));
    expect(await within(dialog).findByText('Kwota jest wymagana')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Kwota (PLN)'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz płatność' }));
    expect(await screen.findByText('Płatność została zapisana', {}, WAIT)).toBeTruthy();
  });

  it('names the sharing settings in Polish for an Owner', async () => {
    stubBalances();
    renderRoute(<BalancesPage />, { path: '/balances' });
    const form = await screen.findByRole('form', { name: 'Ustawienia podziału' }, WAIT);
    expect(within(form).getByRole('combobox', { name: 'Domyślny podział' }).textContent).toBe(
      'Po równo',
    );
    expect(within(form).getByRole('combobox', { name: 'Po równo między' }).textContent).toBe(
      'Właścicieli i członków',
    );
    expect(within(form).getByRole('button', { name: 'Zapisz ustawienia' })).toBeTruthy();
  });
});
