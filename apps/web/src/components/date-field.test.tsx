import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { DateField, unlikelyYear } from './form-fields.tsx';
import { Form, SubmitButton } from './ui/form.tsx';

const schema = z.object({ date: z.string() });

function DateForm({ sent }: { sent: (date: string) => void }) {
  const form = useAppForm({ schema, defaultValues: { date: '2026-11-30' } });
  return (
    <Form form={form} onSubmit={({ date }) => sent(date)} aria-label="Form">
      <DateField control={form.control} name="date" label="Date" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

describe('a date field', () => {
  it('asks to check a year more than a century away, and still sends it', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    render(<DateForm sent={(date) => sent.push(date)} />);
    const field = screen.getByRole('textbox', { name: 'Date' });
    expect(screen.queryByText(/Check the year/)).toBeNull();
    await user.clear(field);
    await user.type(field, '0026-11-30');
    expect(
      await screen.findByText('Check the year: 26 is more than a hundred years away.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toEqual(['0026-11-30']));
  });

  it('takes a year within a century of this one as it is', () => {
    const today = new Date('2026-11-30T12:00:00');
    expect(unlikelyYear('1950-01-01', today)).toBeNull();
    expect(unlikelyYear('2126-12-31', today)).toBeNull();
    expect(unlikelyYear('2127-01-01', today)).toBe(2127);
    expect(unlikelyYear('0000-02-29', today)).toBe(0);
    expect(unlikelyYear('not a day', today)).toBeNull();
  });
});
