import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { errorEnvelope, jsonResponse, mockFetch } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

beforeEach(() => setLanguage('pl'));
afterEach(() => setLanguage('en'));

describe('sign-in screens in Polish', () => {
  it('draws the login screen and says wrong credentials in Polish', async () => {
    mockFetch().mockImplementation(async () =>
      jsonResponse(errorEnvelope('Invalid email or password', 2), { status: 401 }),
    );
    renderRoute(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Witaj ponownie' })).toBeTruthy();
    expect(screen.getByText('Nie masz konta?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Hasło'), 'secret');
    await user.click(screen.getByLabelText('Zapamiętaj mnie'));
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(
      await screen.findAllByText('Nieprawidłowa nazwa użytkownika lub hasło'),
    ).not.toHaveLength(0);
  });

  it("checks the register form's confirmation in Polish", async () => {
    mockFetch();
    renderRoute(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('heading', { name: 'Załóż konto' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Hasło'), 'Str0ng#Passw0rd');
    await user.type(screen.getByLabelText('Potwierdź hasło'), 'Str0ng#Passw0rd?');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('Hasła nie są zgodne')).toBeTruthy();
  });
});
