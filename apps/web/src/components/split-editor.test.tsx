import { SplitMethod } from '@budget/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HUNDRED, INCOMES, type SplitDraft } from '@/lib/split-rows.ts';
import { SplitEditor, type SplitEditorProps } from './split-editor.tsx';

const members = [
  { userId: 'u-ann', label: 'Ann' },
  { userId: 'u-bob', label: 'Bob' },
  { userId: 'u-cy', label: 'Cy' },
];
const ALL_METHODS = [
  SplitMethod.Equal,
  SplitMethod.Shares,
  SplitMethod.Percentages,
  SplitMethod.Exact,
];

/** The editor with its value kept here, as each form keeps it; the last value is printed. */
function Harness({
  start = { mode: null, rows: {} },
  ...props
}: Partial<SplitEditorProps> & { start?: SplitDraft }) {
  const [value, setValue] = useState<SplitDraft>(start);
  return (
    <>
      <SplitEditor
        label="Split"
        members={members}
        modes={ALL_METHODS}
        noSplitLabel="Group default"
        amountMinor={10_000}
        part={{ words: 'Part: ', text: (minor) => (minor / 100).toFixed(2) }}
        {...props}
        value={value}
        onChange={setValue}
      />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const printed = () => JSON.parse(screen.getByRole('status').textContent ?? '') as SplitDraft;
/** Each member's row as read: name, then box or tick, then part. */
const rowTexts = () => screen.getAllByRole('listitem').map((row) => row.textContent);

async function choose(user: ReturnType<typeof userEvent.setup>, option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Split' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('SplitEditor', () => {
  it('offers no split first, then the modes, each starting from rows that add up', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Split' }).textContent).toBe('Group default');
    expect(screen.queryByRole('group')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Split' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Group default',
      'Equally',
      'By shares',
      'By percentages',
      'Exact amounts',
    ]);
    await user.click(screen.getByRole('option', { name: 'By shares' }));
    expect(screen.getByRole('group', { name: 'Shares' })).toBeTruthy();
    expect(rowTexts()).toEqual(['AnnPart: 33.34', 'BobPart: 33.33', 'CyPart: 33.33']);
    expect(screen.getByRole('textbox', { name: 'Bob shares' })).toHaveProperty('value', '1');

    await choose(user, 'By percentages');
    const boxes = screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value);
    expect(boxes).toEqual(['33.34', '33.33', '33.33']);
    await choose(user, 'Group default');
    expect(screen.queryByRole('group')).toBeNull();
    expect(printed()).toEqual({ mode: null, rows: {} });
  });

  it('says why the parts do not add up, in integer minor units, and describes the select by it', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await choose(user, 'Exact amounts');
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one member to share it');
    await user.type(screen.getByRole('textbox', { name: 'Ann amount' }), '33.33');
    await user.type(screen.getByRole('textbox', { name: 'Bob amount' }), '33.33');
    await user.type(screen.getByRole('textbox', { name: 'Cy amount' }), '33.33');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The parts add up to 99.99: 0.01 short of 100.00');
    expect(screen.getByRole('combobox', { name: 'Split' }).getAttribute('aria-describedby')).toBe(
      alert.id,
    );
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(alert.id);
    expect(rowTexts()).toEqual(['AnnPart: -', 'BobPart: -', 'CyPart: -']);
    await user.clear(screen.getByRole('textbox', { name: 'Cy amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Cy amount' }), '33.34');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rowTexts()).toEqual(['AnnPart: 33.33', 'BobPart: 33.33', 'CyPart: 33.34']);
  });

  it('shares an amount equally among the ticked members, the odd cent by user id', async () => {
    render(<Harness amountMinor={1_000} />);
    const user = userEvent.setup();
    await choose(user, 'Equally');
    expect(screen.getByRole('group', { name: 'Shared by' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Bob' }));
    expect(rowTexts()).toEqual(['AnnPart: 5.00', 'BobPart: -', 'CyPart: 5.00']);
    expect(printed().rows['u-bob']).toEqual({ included: false, value: '' });
    await user.click(screen.getByRole('checkbox', { name: 'Bob' }));
    expect(rowTexts()).toEqual(['AnnPart: 3.34', 'BobPart: 3.33', 'CyPart: 3.33']);
  });

  it('shows rows for members the value leaves out, and writes whole rows for them', async () => {
    const start = {
      mode: SplitMethod.Shares,
      rows: { 'u-ann': { included: true, value: '3' } },
    };
    render(<Harness start={start} />);
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: 'Bob shares' })).toHaveProperty('value', '');
    expect(rowTexts()).toEqual(['AnnPart: 100.00', 'BobPart: -', 'CyPart: -']);
    await user.type(screen.getByRole('textbox', { name: 'Cy shares' }), '1');
    expect(printed().rows).toEqual({
      'u-ann': { included: true, value: '3' },
      'u-cy': { included: false, value: '1' },
    });
    expect(rowTexts()).toEqual(['AnnPart: 75.00', 'BobPart: -', 'CyPart: 25.00']);
  });

  it('shows a message from the form, and the check only when asked to', async () => {
    const { rerender } = render(<Harness showProblem={false} error="Choose a member" />);
    // With no split chosen the message is the select's own.
    const select = screen.getByRole('combobox', { name: 'Split' });
    expect(screen.getByText('Choose a member').id).toBe(select.getAttribute('aria-describedby'));
    rerender(<Harness showProblem={false} />);
    const user = userEvent.setup();
    await choose(user, 'Exact amounts');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes incomes, each part in proportion, with the rows a form keeps for each mode', async () => {
    const kept = { 'u-ann': { included: true, value: '3000' } };
    render(
      <Harness
        modes={[SplitMethod.Shares, INCOMES]}
        noSplitLabel="Equally among all"
        amountMinor={HUNDRED}
        currency={0}
        startRows={(mode) => (mode === INCOMES ? kept : {})}
        part={{ words: '', text: (minor) => `${minor / 100}%` }}
      />,
    );
    const user = userEvent.setup();
    await choose(user, 'In proportion to incomes');
    const group = screen.getByRole('group', { name: 'Monthly incomes (PLN)' });
    expect(within(group).getByText(/only the proportion counts/)).toBeTruthy();
    expect(rowTexts()).toEqual(['Ann100%', 'Bob-', 'Cy-']);
    await user.type(screen.getByRole('textbox', { name: 'Bob income' }), '1000');
    expect(rowTexts()).toEqual(['Ann75%', 'Bob25%', 'Cy-']);
    await user.type(screen.getByRole('textbox', { name: 'Cy income' }), '-1');
    expect(screen.getByRole('alert').textContent).toBe('Incomes cannot be negative');
    await choose(user, 'By shares');
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one member to share it');
  });
});
