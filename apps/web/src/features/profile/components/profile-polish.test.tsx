import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import { profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { UserProfilePage } from './user-profile-page.tsx';

beforeEach(() => setLanguage('pl'));
afterEach(() => setLanguage('en'));

describe('UserProfilePage in Polish', () => {
  it("draws the profile and checks the new password's confirmation in Polish", async () => {
    stubApi(sessionHandlers(profileOf()));
    renderRoute(<UserProfilePage />, { path: '/user-profile' });
    expect(await screen.findByRole('heading', { name: 'Profil użytkownika' })).toBeTruthy();
    expect(screen.getByText('Adres e-mail potwierdzony')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edytuj profil' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pokaż formularz zmiany hasła' }));
    const form = screen.getByRole('form', { name: 'Zmiana hasła' });
    await user.type(within(form).getByLabelText('Obecne hasło'), 'old-secret');
    await user.type(within(form).getByLabelText('Nowe hasło'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Zmień hasło' }));
    expect(await within(form).findByText('Hasło musi mieć co najmniej 6 znaków')).toBeTruthy();
    expect(within(form).getByText('Potwierdź hasło')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usuń konto' })).toBeTruthy();
  });
});
