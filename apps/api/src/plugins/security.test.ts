import { expect, it } from 'vitest';
import { PASSWORD, createUser, signIn } from '../test/accounts.ts';
import { describeEachDatabase } from '../test/each-database.ts';
import { API_CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, isApiCall } from './security.ts';

it('tells API calls from the docs and the web app', () => {
  for (const url of ['/api/v1', '/api/v1/', '/api/v1/users/me', '/api/v1?x=1']) {
    expect(isApiCall(url), url).toBe(true);
  }
  for (const url of ['/', '/api', '/api/docs/json', '/api/v10/x', '/dashboard', '/assets/a.js']) {
    expect(isApiCall(url), url).toBe(false);
  }
});

it('denies the browser features the web app does not use', () => {
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  }
});

describeEachDatabase('headers of every answer', (ctx) => {
  it('keeps API answers out of every cache, failures included', async () => {
    const user = await createUser(ctx());
    const login = await ctx()
      .client()
      .post('/auth/login', { email: user.email, password: PASSWORD });
    const client = await signIn(ctx(), user);
    // The second answer of a list comes from the answer cache, which writes the body itself.
    expect((await client.get('/transactions')).status).toBe(200);
    const answers = {
      login,
      profile: await client.get('/users/me'),
      groups: await client.get('/groups'),
      cached: await client.get('/transactions'),
      invalid: await client.get('/transactions?page=0'),
      missing: await client.delete('/transactions/no-such-id'),
      unknown: await client.get('/no/such/thing'),
      wrongMethod: await client.request('PATCH', '/users/me'),
      signedOut: await ctx().client().get('/users/me'),
    };
    expect(answers.profile.status).toBe(200);
    expect(answers.cached.status).toBe(200);
    expect(answers.signedOut.status).toBe(401);
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers['cache-control'], name).toBe('no-store');
      // JSON answers carry the headers that protect an API, not those that guard a page.
      expect(response.headers['content-security-policy'], name).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['permissions-policy'], name).toBeUndefined();
    }
  });

  it('sends the Permissions-Policy outside the API too', async () => {
    const docs = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(docs.headers['cache-control']).not.toBe('no-store');
  });
});
