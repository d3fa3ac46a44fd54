import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { categoriesHandler, household } from '@/test/transactions-fixtures.ts';
import { DEFAULT_FILTERS, type ListFilters } from '../list-filters.ts';
import { TransactionFilters } from './transaction-filters.tsx';

describe('TransactionFilters', () => {
  it('keeps an earlier change when a second lands before the address re-renders the filters', async () => {
    stubApi({ 'GET /categories': categoriesHandler });
    const onChange = vi.fn<(filters: ListFilters) => void>();
    // The props never follow onChange here: the slowest an address update can be.
    renderRoute(
      <TransactionFilters
        groups={[household]}
        groupId={household.id}
        filters={DEFAULT_FILTERS}
        onGroupChange={() => {}}
        onChange={onChange}
        searchRef={null}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'market');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('Amount at least'), '40');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({ text: 'market', minAmount: '40' });
  });
});
