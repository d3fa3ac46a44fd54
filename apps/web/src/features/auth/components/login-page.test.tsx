import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorEnvelope, jsonResponse, mockFetch } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { LoginPage } from './login-page.tsx';

const profile = {
  id: 'u1',
  username: 'ann',
  email: 'ann@example.com',
  firstName: null,
  lastName: null,
  roles: ['User'],
  isActive: true,
  emailConfirmed: true,
  isEmailConfirmed: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  firstSignIn: false,
};

const dashboard = [{ path: '/dashboard', text: 'dashboard' }];

async function fillAndSubmit() {
  const user = userEvent.setup();
  const submit = screen.getByRole('button', { name: 'Sign in' });
  await user.type(screen.getByLabelText('Email'), 'Ann@Example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByLabelText('Remember me'));
  await user.click(submit);
}

describe('LoginPage', () => {
  it('signs in and goes to the place the guard passed along', async () => {
    const fetchMock = mockFetch().mockImplementation(async () => jsonResponse(envelope(profile)));
    renderRoute(<LoginPage />, {
      path: '/login',
      state: { from: { pathname: '/user-profile' } },
      extraRoutes: [{ path: '/user-profile', text: 'profile screen' }],
    });
    await fillAndSubmit();
    expect(await screen.findByText('profile screen')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      email: 'ann@example.com',
      password: 'secret',
      rememberMe: true,
    });
  });

  it('welcomes back a returning user', async () => {
    mockFetch().mockImplementation(async () => jsonResponse(envelope(profile)));
    renderRoute(<LoginPage />, { path: '/login', extraRoutes: dashboard });
    await fillAndSubmit();
    expect(await screen.findByText('Login successful. Welcome back!')).toBeTruthy();
  });

  it('greets a first sign-in as a first one, not as a return', async () => {
    mockFetch().mockImplementation(async () =>
      jsonResponse(envelope({ ...profile, firstSignIn: true })),
    );
    renderRoute(<LoginPage />, { path: '/login', extraRoutes: dashboard });
    await fillAndSubmit();
    expect(await screen.findByText('Login successful. Welcome to Budget App!')).toBeTruthy();
    expect(screen.queryByText('Login successful. Welcome back!')).toBeNull();
  });

  it('offers the resend link only after a not-confirmed answer', async () => {
    mockFetch().mockImplementation(async () =>
      jsonResponse(errorEnvelope('user_email_not_confirmed', 3), { status: 403 }),
    );
    renderRoute(<LoginPage />, { path: '/login' });
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    await fillAndSubmit();
    expect(await screen.findByText(/Email not verified\. Check your inbox/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });

  it('shows the generic text for wrong credentials', async () => {
    mockFetch().mockImplementation(async () =>
      jsonResponse(errorEnvelope('Invalid email or password', 2), { status: 401 }),
    );
    renderRoute(<LoginPage />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findAllByText('Invalid username or password')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('says on submit what is wrong, under each field and in a summary, then follows each change', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderRoute(<LoginPage />, { path: '/login' });
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ann@');
    const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    // Never greyed out for invalid values (docs/decisions.md, 'Forms').
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Not sent yet');
    expect(within(summary).getByRole('button', { name: 'Email' })).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Password' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull());
  });
});
