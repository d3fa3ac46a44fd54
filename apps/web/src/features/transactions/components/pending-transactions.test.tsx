import type { Group } from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionKeys } from '@/lib/query-keys.ts';
import { renderRoute } from '@/test/render.tsx';
import { createRequestOf } from '@/test/transactions-fixtures.ts';
import type * as OutboxModuleType from '@/lib/offline/outbox.ts';
import type * as StoreModuleType from '@/lib/offline/outbox-store.ts';
import { PendingTransactions } from './pending-transactions.tsx';

type OutboxModule = typeof OutboxModuleType;
type StoreModule = typeof StoreModuleType;

// jsdom has no IndexedDB: the outbox is kept in memory here.
vi.mock('@/lib/offline/outbox.ts', async () => {
  const actual = await vi.importActual<OutboxModule>('@/lib/offline/outbox.ts');
  const store = await vi.importActual<StoreModule>('@/lib/offline/outbox-store.ts');
  return { ...actual, outbox: actual.createOutbox(store.memoryStore()) };
});

const { outbox } = await import('@/lib/offline/outbox.ts');

const HOME = { id: 'g1', name: 'Home', groupMembers: [] } as unknown as Group;

function entry(key: string, name: string, amount: number) {
  return {
    key,
    userId: 'u1',
    request: createRequestOf({ name, amount }),
  };
}

function renderPending() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.current(), { id: 'u1', isActive: true });
  return renderRoute(<PendingTransactions groups={[HOME]} writable={[HOME]} />, { queryClient });
}

afterEach(async () => {
  for (const kept of await outbox.entries('u1')) await outbox.remove(kept.key);
  await setLanguage('en');
});

describe('the transactions waiting to be sent', () => {
  it('shows nothing while the outbox is empty', async () => {
    const { container } = renderPending();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('lists pending ones, and a refused one with the server message, Edit and Discard', async () => {
    await outbox.add(entry('k1', 'Bread', 4.5), new Date(Date.UTC(2026, 2, 14, 10)));
    await outbox.add(entry('k2', 'Ferry', 30), new Date(Date.UTC(2026, 2, 14, 11)));
    await outbox.markFailed('k2', 'Group not found');
    renderPending();
    const region = await screen.findByRole('region', { name: 'Waiting to be sent' });
    expect(region.textContent).toContain('2 transactions added without a connection');
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Not sent')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The server refused it: Group not found');
    expect(screen.getByText('-4.50 PLN')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Ferry')).toBeNull());
    expect((await outbox.entries('u1')).map((kept) => kept.key)).toEqual(['k1']);
    expect(await screen.findByText('1 transaction added without a connection')).toBeTruthy();
  });

  it('is written in Polish, with its plural forms', async () => {
    await setLanguage('pl');
    for (const [index, name] of ['Chleb', 'Mleko', 'Masło'].entries()) {
      await outbox.add(entry(`k${index}`, name, 2), new Date(Date.UTC(2026, 2, 14, 10, index)));
    }
    renderPending();
    const region = await screen.findByRole('region', { name: 'Czeka na wysłanie' });
    expect(region.textContent).toContain('3 transakcje dodane bez połączenia');
    expect(screen.getAllByText('Oczekuje')).toHaveLength(3);
    for (const index of [3, 4]) {
      await outbox.add(
        entry(`k${index}`, `Pozycja ${index}`, 1),
        new Date(Date.UTC(2026, 2, 14, 11, index)),
      );
    }
    expect(await screen.findByText('5 transakcji dodanych bez połączenia')).toBeTruthy();
  });
});
