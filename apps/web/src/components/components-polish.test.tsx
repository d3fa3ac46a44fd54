import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { i18next, setLanguage } from '@/lib/i18n/i18n.ts';
import { CurrencySelect } from './currency-select.tsx';
import { NameField } from './form-fields.tsx';
import { Pager, pageRange } from './pager.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { Calendar } from './ui/calendar.tsx';
import { Form, FormField, SubmitButton } from './ui/form.tsx';
import { Input } from './ui/input.tsx';
import { currencies } from '@budget/contract';

beforeEach(() => setLanguage('pl'));
afterEach(() => setLanguage('en'));

// 'Language must be one of en, pl' is in the contract's catalog of Polish messages.
const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  code: z.string().refine((code) => code === 'pl', 'Language must be one of en, pl'),
});

function TwoFields({ name = '' }: { name?: string }) {
  const form = useAppForm({ schema, defaultValues: { name, code: '' } });
  return (
    <Form form={form} onSubmit={() => {}} aria-label="Form">
      <NameField control={form.control} />
      <FormField control={form.control} name="code" label="Kod">
        <Input />
      </FormField>
      <SubmitButton>Zapisz</SubmitButton>
    </Form>
  );
}

describe('shared pieces in Polish', () => {
  it("says why a form was not sent, in Polish's plural, with the contract's message translated", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<TwoFields />);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Jeszcze nie wysłano: popraw zaznaczone pola');
    expect(screen.getByRole('button', { name: 'Nazwa' })).toBeTruthy();
    expect(screen.getByText('Język musi być jednym z: en, pl')).toBeTruthy();
    unmount();

    render(<TwoFields name="Dom" />);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Jeszcze nie wysłano: popraw zaznaczone pole',
      ),
    );
    expect(screen.getByRole('alert').textContent).not.toContain('pola');
  });

  it('pages in Polish', () => {
    render(
      <Pager
        label="Strony"
        page={1}
        pageSize={50}
        totalCount={12}
        pageSizes={[50, 100]}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />,
    );
    expect(screen.getByText('Wierszy na stronie')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Następna strona' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Strony' }).textContent).toContain(
      '1–12 z 12, strona 1 z 1',
    );
    expect(pageRange(1, 50, 0)).toBe('0 z 0');
  });

  it("writes Polish's plural forms", () => {
    expect([1, 2, 5, 22, 25].map((count) => i18next.t('resend.wait', { count }))).toEqual([
      'Wyślij ponownie za sekundę',
      'Wyślij ponownie za 2 sekundy',
      'Wyślij ponownie za 5 sekund',
      'Wyślij ponownie za 22 sekundy',
      'Wyślij ponownie za 25 sekund',
    ]);
  });

  it('rates a password in Polish', () => {
    render(<PasswordStrengthMeter password="Abcdefg1!" />);
    expect(screen.getByText('Siła hasła:').textContent).toBe('Siła hasła: Dobre');
    expect(
      screen.getByRole('progressbar', { name: 'Siła hasła' }).getAttribute('aria-valuetext'),
    ).toBe('Dobre');
  });

  it("names the calendar's months and buttons in Polish", async () => {
    const { container } = render(<Calendar mode="single" defaultMonth={new Date(2025, 0, 1)} />);
    expect(await screen.findByRole('option', { name: 'luty' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Wybierz rok' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Przejdź do następnego miesiąca' })).toBeTruthy();
    // Weekdays as a Polish calendar prints them, not date-fns's 'pon', 'wto'.
    const weekdays = [...container.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['Nd', 'Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So']);
  });

  it('names currencies in Polish, the codes as they are', () => {
    render(<CurrencySelect value={0} onChange={() => {}} aria-label="Waluta" />);
    expect(screen.getByRole('combobox', { name: 'Waluta' }).textContent).toBe('PLN - złoty polski');
  });

  it('says in Polish that the euro replaced the withdrawn currencies', () => {
    const lithuanian = currencies.findIndex(({ code }) => code === 'LTL');
    render(<CurrencySelect value={lithuanian} onChange={() => {}} aria-label="Waluta" />);
    expect(screen.getByRole('combobox', { name: 'Waluta' }).textContent).toBe(
      'LTL - lit litewski (wycofany, zastąpiony przez EUR)',
    );
  });
});
