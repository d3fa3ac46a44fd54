import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, profileOf, stubApi } from '@/test/api-stub.ts';
import { envelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { RegisterPage } from './register-page.tsx';

const PASSWORD = 'Str0ng#Passw0rd';

async function fillIn(userName: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterPage from an invitation', () => {
  it('fixes the invited address, sends the token and goes on to sign in', async () => {
    const api = stubApi({
      'POST /auth/register': () =>
        jsonResponse(envelope(profileOf({ email: 'bob@example.test' })), { status: 201 }),
    });
    renderRoute(<RegisterPage />, {
      path: '/register',
      url: '/register?invitation=tok-1&email=bob%40example.test',
      extraRoutes: [{ path: '/login', text: 'login screen' }],
    });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('bob@example.test');
    expect(email.readOnly).toBe(true);
    await fillIn('bob');
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(callsTo(api, 'POST /auth/register')[0]?.body).toEqual({
      userName: 'bob',
      email: 'bob@example.test',
      password: PASSWORD,
      invitationToken: 'tok-1',
    });
    expect(await screen.findByText(/you joined the group\. Sign in to open it/)).toBeTruthy();
  });

  it('says why an unusable invitation joined nothing, and asks to confirm the address', async () => {
    stubApi({
      'POST /auth/register': () =>
        jsonResponse(
          envelope(profileOf({ email: 'bob@example.test', emailConfirmed: false }), {
            status: 1,
            warnings: [{ message: 'The invitation has expired, so no group was joined.' }],
          }),
          { status: 201 },
        ),
    });
    renderRoute(<RegisterPage />, {
      path: '/register',
      url: '/register?invitation=tok-1&email=bob%40example.test',
      extraRoutes: [{ path: '/login', text: 'login screen' }],
    });
    await fillIn('bob');
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(
      await screen.findByText('The invitation has expired, so no group was joined.'),
    ).toBeTruthy();
    expect(await screen.findByText(/Please check your email to verify your account/)).toBeTruthy();
  });

  it('leaves the address free without an invitation', () => {
    stubApi({});
    renderRoute(<RegisterPage />, { path: '/register' });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('');
    expect(email.readOnly).toBe(false);
  });
});
