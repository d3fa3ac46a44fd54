import { ErrorCode } from '@budget/contract';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client-error.ts';
import { renderRoute } from '@/test/render.tsx';
import { DeleteAction, DeleteDialog, useDeleteAction } from './delete-action.tsx';

type Run = (...args: string[]) => Promise<void>;

/** Renders a view whose deletion the test answers when it wants, recording what it was asked. */
function renderHeld(view: (run: Run) => ReactElement) {
  const calls: string[] = [];
  let answer: () => void = () => {};
  renderRoute(
    view((...args) => {
      calls.push(args.join(':'));
      return new Promise<void>((resolve) => (answer = resolve));
    }),
  );
  return { calls, answer: () => answer(), user: userEvent.setup() };
}

/** Opens a dialog from its trigger and cancels it: the focus is back on the trigger. */
async function openAndCancel(trigger: HTMLElement, title: string) {
  const user = userEvent.setup();
  await user.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(document.activeElement).toBe(trigger));
}

function refusal(message: string) {
  return new ApiClientError({ message, code: ErrorCode.Conflict, status: 409 });
}

/** A list whose items go once deleted, with a heading that takes the focus then. */
function List({ run }: { run: (name: string) => Promise<unknown> }) {
  const [items, setItems] = useState(['Rent', 'Food']);
  const heading = useRef<HTMLHeadingElement>(null);
  // A mutation, as every deletion is: the query client shows its failure.
  const remove = useMutation({ mutationFn: (item: string) => run(item) });
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Items
      </h2>
      {items.map((item) => (
        <DeleteAction
          key={item}
          name={`Delete ${item}`}
          title={`Delete "${item}"?`}
          description="This action cannot be undone."
          run={async () => {
            await remove.mutateAsync(item);
            setItems((current) => current.filter((other) => other !== item));
          }}
          success="Item deleted"
          focusAfter={heading}
        />
      ))}
    </section>
  );
}

/** Rows sharing one dialog that closes at once, as the transactions' cards do. */
function Rows({ run }: { run: (row: string, choice: 'one' | 'all') => Promise<unknown> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = useMutation({
    mutationFn: ({ row, choice }: { row: string; choice: 'one' | 'all' }) => run(row, choice),
  });
  const action = useDeleteAction<string, 'one' | 'all'>({
    run: (row, choice) => remove.mutateAsync({ row, choice }),
    success: (row) => `${row} deleted`,
    closeAtOnce: true,
    focusAfter: heading,
  });
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Rows
      </h2>
      {['A', 'B'].map((row) => (
        <button key={row} type="button" onClick={(event) => action.ask(row, event.currentTarget)}>
          Delete {row}
        </button>
      ))}
      <DeleteDialog
        action={action}
        title={`Delete ${action.subject ?? ''}?`}
        description="This action cannot be undone."
        choices={[
          { label: 'Only this', value: 'one', look: 'danger-outline' },
          { label: 'All', value: 'all' },
        ]}
      >
        <p>More words</p>
      </DeleteDialog>
    </section>
  );
}

describe('DeleteAction', () => {
  it('returns focus to its button on Cancel, and waits for the server before closing', async () => {
    const { calls, answer, user } = renderHeld((run) => <List run={run} />);
    const trigger = screen.getByRole('button', { name: 'Delete Rent' });
    await openAndCancel(trigger, 'Delete "Rent"?');
    expect(calls).toEqual([]);

    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Waiting: every button holds, and the dialog stays.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(calls).toEqual(['Rent']);
    answer();
    expect(await screen.findByText('Item deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete Rent' })).toBeNull();
    // The button went with its item: the list's heading has the focus.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Items'));
  });

  it('shows a refusal once and stays open to retry or cancel', async () => {
    renderRoute(<List run={() => Promise.reject(refusal('Someone changed it first'))} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Food' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete "Food"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findAllByText('Someone changed it first')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveProperty(
      'disabled',
      false,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Food' })),
    );
  });
});

describe('useDeleteAction with one dialog for many rows', () => {
  it('closes at once, passes the choice, and toasts once the server agrees', async () => {
    const { calls, answer, user } = renderHeld((run) => <Rows run={run} />);
    const b = screen.getByRole('button', { name: 'Delete B' });
    await openAndCancel(b, 'Delete B?');

    await user.click(b);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('More words')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual(['B:all']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Rows'));
    expect(screen.queryByText('B deleted')).toBeNull();
    answer();
    expect(await screen.findByText('B deleted')).toBeTruthy();
  });

  it('says why after the dialog has closed', async () => {
    renderRoute(<Rows run={() => Promise.reject(refusal('Already gone'))} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete A' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Only this' }),
    );
    expect(await screen.findAllByText('Already gone')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
