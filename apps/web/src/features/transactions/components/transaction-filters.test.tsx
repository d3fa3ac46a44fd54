import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, WeekStart } from '@budget/contract';
import { applyPreferences } from '@/lib/preferences/preferences-store.ts';
import { stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { categoriesHandler, household } from '@/test/transactions-fixtures.ts';
import { DEFAULT_FILTERS, type ListFilters } from '../list-filters.ts';
import { TransactionFilters } from './transaction-filters.tsx';

/** The filters of one household showing `filters`; what they send, recorded. */
function render(filters: ListFilters) {
  stubApi({ 'GET /categories': categoriesHandler });
  const onChange = vi.fn<(filters: ListFilters) => void>();
  renderRoute(
    <TransactionFilters
      groups={[household]}
      groupId={household.id}
      filters={filters}
      onGroupChange={() => {}}
      onChange={onChange}
      searchRef={null}
    />,
  );
  return onChange;
}

describe('TransactionFilters', () => {
  it('keeps an earlier change when a second lands before the address re-renders the filters', async () => {
    // The props never follow onChange here: the slowest an address update can be.
    const onChange = render(DEFAULT_FILTERS);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'market');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('Amount at least'), '40');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({ text: 'market', minAmount: '40' });
  });

  it('says the least amount is in the display currency', async () => {
    render(DEFAULT_FILTERS);
    const amount = screen.getByLabelText('Amount at least');
    const hint = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    // Settings' display currency: PLN until the preferences say otherwise.
    expect(hint?.textContent).toBe('PLN');
  });

  it('says why a least amount it cannot read is not applied', async () => {
    const onChange = render(DEFAULT_FILTERS);
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount at least');
    await user.type(amount, '-50');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const problem = await screen.findByText(/^Not applied: type 0 or more/);
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(problem.id);
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '50');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/^Not applied/)).toBeNull();
  });

  describe('on a phone', () => {
    const wide = window.matchMedia;
    afterEach(() => {
      window.matchMedia = wide;
    });
    /** A window under 768 px: every max-width query matches. */
    function phone() {
      window.matchMedia = (query: string) =>
        ({
          ...wide(query),
          matches: query.includes('max-width'),
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as MediaQueryList;
    }

    it('shows the search and the group, and folds the other filters behind Filters', async () => {
      phone();
      const onChange = render(DEFAULT_FILTERS);
      expect(screen.getByLabelText('Search')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Group' })).toBeTruthy();
      expect(screen.queryByLabelText('Amount at least')).toBeNull();
      const more = screen.getByRole('button', { name: 'Filters' });
      expect(more.getAttribute('aria-expanded')).toBe('false');
      const user = userEvent.setup();
      await user.click(more);
      expect(more.getAttribute('aria-expanded')).toBe('true');
      await user.type(screen.getByLabelText('Amount at least'), '40');
      await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
      expect(onChange.mock.calls[0]?.[0]).toMatchObject({ minAmount: '40' });
    });

    it('opens by itself and counts the folded filters the address sets', () => {
      phone();
      render({ ...DEFAULT_FILTERS, text: 'bread', type: 'expense', minAmount: '40' });
      // The search's text and the group are in view, not counted.
      const more = screen.getByRole('button', { name: 'Filters (2)' });
      expect(more.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByLabelText('Amount at least')).toBeTruthy();
    });
  });

  describe('Month', () => {
    afterEach(() => vi.useRealTimers());

    it('sets From and To to a whole month in one choice', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 28, 12));
      const onChange = render(DEFAULT_FILTERS);
      const month = screen.getByRole('combobox', { name: 'Month' });
      expect(month.textContent).toBe('Any time');
      const user = userEvent.setup();
      await user.click(month);
      const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
      expect(offered.slice(0, 3)).toEqual(['Any time', 'Nov 2026', 'Oct 2026']);
      expect(offered).toHaveLength(25);
      await user.click(screen.getByRole('option', { name: 'Mar 2026' }));
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ from: '2026-03-01', to: '2026-03-31' }),
      );
    });

    it('names the month the dates cover exactly', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 28, 12));
      render({ ...DEFAULT_FILTERS, from: '2026-03-01', to: '2026-03-31' });
      expect(screen.getByRole('combobox', { name: 'Month' }).textContent).toBe('Mar 2026');
    });

    it('says custom dates for a range that is not a listed month', () => {
      render({ ...DEFAULT_FILTERS, from: '2026-03-02', to: '2026-03-31' });
      expect(screen.getByRole('combobox', { name: 'Month' }).textContent).toBe('Custom dates');
    });
  });

  describe('From and To', () => {
    afterEach(() => applyPreferences(DEFAULT_PREFERENCES));

    it("show their days in the date format chosen in Settings, not the browser's", () => {
      applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd/MM/yyyy' });
      render({ ...DEFAULT_FILTERS, from: '2026-03-02', to: '2026-03-31' });
      const from = screen.getByLabelText<HTMLInputElement>('From');
      expect(from.type).toBe('text');
      expect(from.value).toBe('02/03/2026');
      expect(from.placeholder).toBe('dd/MM/yyyy');
      expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('31/03/2026');
    });

    it('filter once the text typed names a day in that format', async () => {
      applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'MM/dd/yyyy' });
      const onChange = render(DEFAULT_FILTERS);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('From'), '03/3');
      expect(onChange).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText('From'), '1/2026');
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-03-31' })),
      );
      expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('03/31/2026');
    });

    it('move the other end along once the box is left, rather than read a range backwards', async () => {
      applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd.MM.yyyy' });
      const onChange = render({ ...DEFAULT_FILTERS, from: '2026-11-01', to: '2026-11-26' });
      const user = userEvent.setup();
      const from = screen.getByLabelText('From');
      await user.clear(from);
      await user.type(from, '28.11.2026');
      expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ from: '2026-11-28' }));
      await user.tab();
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith(
          expect.objectContaining({ from: '2026-11-28', to: '2026-11-28' }),
        ),
      );
    });

    it('leave the other end be while a day is edited half way', async () => {
      applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd.MM.yyyy' });
      const onChange = render({ ...DEFAULT_FILTERS, from: '2026-11-20', to: '2026-11-28' });
      const user = userEvent.setup();
      const to = screen.getByLabelText('To');
      // '28.11.2026' becomes '2.11.2026' (a day before From) on its way to '25.11.2026'.
      await user.click(to);
      await user.keyboard('{Home}{ArrowRight}{ArrowRight}{Backspace}5');
      await user.tab();
      const changes = onChange.mock.calls.map(([filters]) => [filters.from, filters.to]);
      expect(changes).not.toContainEqual(['2026-11-02', '2026-11-02']);
      expect(changes.at(-1)).toEqual(['2026-11-20', '2026-11-25']);
    });

    it('say under the box that a text names no day, once it is left', async () => {
      applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd.MM.yyyy' });
      const onChange = render({ ...DEFAULT_FILTERS, to: '2026-11-26' });
      const user = userEvent.setup();
      const to = screen.getByLabelText('To');
      await user.clear(to);
      await user.type(to, '31.11.2026');
      expect(screen.queryByText('Date must be a valid date (dd.MM.yyyy)')).toBeNull();
      await user.tab();
      expect(await screen.findByText('Date must be a valid date (dd.MM.yyyy)')).toBeTruthy();
      expect(to.getAttribute('aria-invalid')).toBe('true');
      expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ to: '31.11.2026' }));
    });

    it('offer a calendar that starts the week on the chosen day', async () => {
      applyPreferences({ ...DEFAULT_PREFERENCES, weekStart: WeekStart.Monday });
      render({ ...DEFAULT_FILTERS, from: '2026-03-02' });
      const user = userEvent.setup();
      await user.click(screen.getAllByRole('button', { name: 'Choose date from calendar' })[0]!);
      const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
      await waitFor(() =>
        expect(calendar.querySelector('thead th')?.getAttribute('aria-label')).toBe('Monday'),
      );
    });
  });
});
