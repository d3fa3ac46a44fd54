import { ErrorCode, ResponseStatus } from '@budget/contract';
import { expect, it } from 'vitest';
import { PASSWORD, createUser, signIn } from './test/accounts.ts';
import { describeEachDatabase } from './test/each-database.ts';

describeEachDatabase('the envelope, errors and request rules', (ctx) => {
  it('answers unknown API paths with 404 in the envelope', async () => {
    const response = await ctx().client().get('/api/v1/no/such/thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      status: ResponseStatus.Error,
      data: null,
      errors: [
        {
          message: 'No route for GET /api/v1/no/such/thing',
          code: ErrorCode.NotFound,
          details: null,
          stackTrace: null,
          innerError: null,
        },
      ],
      warnings: [],
    });
  });

  it('answers malformed JSON with 400, an oversized body with 413, other body types with 415', async () => {
    const inject = (payload: string, contentType: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload,
        headers: { 'content-type': contentType },
      });
    const malformed = await inject('{"email": ', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].code).toBe(ErrorCode.BadRequest);
    // Bytes that are not UTF-8 are refused, not read as U+FFFD.
    const notUtf8 = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: Buffer.from([...Buffer.from('{"email":"'), 0xff, 0xfe, ...Buffer.from('"}')]),
      headers: { 'content-type': 'application/json' },
    });
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().errors[0].message).toBe('The request body is not valid UTF-8 text');
    // Text in another script is read as it is.
    const polish = await inject('{"email":"a@example.com","password":"żółw"}', 'application/json');
    expect(polish.statusCode).toBe(401);

    const huge = await inject(
      JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
      'application/json',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe(ResponseStatus.Error);

    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await inject('email=a', type);
      expect(response.statusCode).toBe(415);
      expect(response.json().errors[0].message).toMatch(/JSON/);
    }
  });

  it('treats an empty JSON body as no body, and a missing one as a validation error', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe(ErrorCode.Validation);
  });

  it('answers wrong JSON shapes with 400, never 500', async () => {
    const bodies = [
      [],
      'text',
      42,
      null,
      { email: 5, password: {} },
      { email: ['a'], rememberMe: 'yes' },
    ];
    for (const body of bodies) {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().status).toBe(ResponseStatus.Error);
    }
    // A field left out is 'Required', a list where one value goes says so, in the product's words.
    const shapes = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ email: ['a@b.test'] }),
    });
    expect(shapes.json().errors[0].details).toMatchObject({
      email: ['Expected one value, not a list'],
      password: ['Required'],
    });
    const proto = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.test", "password": "x"}',
    });
    expect(proto.statusCode).toBe(400);
  });

  it('refuses state-changing requests from another site', async () => {
    const user = await createUser(ctx());
    const client = await signIn(ctx(), user);
    const foreign = await client.put(
      '/users/me',
      { username: 'x-site', email: user.email },
      {
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors[0]?.code).toBe(ErrorCode.Forbidden);
    const crossSite = await client.post('/auth/logout', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await client.get('/auth/validate')).status).toBe(200);

    const sameSite = await client.put(
      '/users/me',
      { username: 'same-site', email: user.email },
      {
        headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      },
    );
    expect(sameSite.status).toBe(200);
  });

  it("compiles every route's response writer", () => {
    // Writers are compiled on a route's first answer in production (plugins/serializer.ts).
    expect(ctx().app.compileResponseWriters()).toBeGreaterThan(ctx().app.routeTable.length);
  });

  it('sends security headers and a request id', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/status' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('reports status and version', async () => {
    const status = await ctx().client().get('/status');
    expect(status.status).toBe(200);
    expect(status.body.data).toEqual({ status: 'ok', database: 'ok' });
    const version = await ctx().client().get<{ version: string }>('/status/version');
    expect(version.body.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serves the OpenAPI document and its browsable UI', async () => {
    const json = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toContain('/api/v1/auth/login');
    expect(paths).toContain('/api/v1/users/delete-profile');
    const ui = await ctx().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    // Every file the page names is served, with no inline script for the page's policy to refuse.
    const named = [...ui.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(named).toHaveLength(7);
    expect(ui.body).not.toMatch(/<script>/);
    for (const url of named) {
      const file = await ctx().app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.length, url).toBeGreaterThan(100);
    }
    const initializer = await ctx().app.inject({ method: 'GET', url: named[6]! });
    expect(initializer.body).toContain("url: '/api/docs/json'");
    const unknown = await ctx().app.inject({
      method: 'GET',
      url: '/api/docs/static/..%2Fpackage.json',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe(ErrorCode.NotFound);
  });

  it('accepts the trailing-slash spellings of the paths', async () => {
    const response = await ctx().client().get('/auth/health/');
    expect(response.status).toBe(200);
  });

  it('keeps unexpected failures behind a generic 500 without internals', async () => {
    const user = await createUser(ctx());
    const client = await signIn(ctx(), user);
    await ctx().app.db.schema.dropTable('sessions').execute();
    const response = await client.get('/users/me');
    expect(response.status).toBe(500);
    expect(response.body.errors).toEqual([
      {
        message: 'An unexpected error occurred',
        code: ErrorCode.InternalServerError,
        details: null,
        stackTrace: null,
        innerError: null,
      },
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/sessions|sqlite|relation/i);
    const login = await ctx()
      .client()
      .post('/auth/login', { email: user.email, password: PASSWORD });
    expect(login.status).toBe(500);
  });
});
