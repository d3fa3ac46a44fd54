import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { ErrorCode, ResponseStatus } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/each-database.ts';
import { ownerWithGroup } from '../test/groups.ts';
import { ENCODING_MESSAGE } from './input-text.ts';
import { API_CONTENT_SECURITY_POLICY } from './security.ts';

/** What a raw HTTP exchange answered: status, headers and the parsed body. */
async function rawExchange(port: number, request: string) {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 2),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

const SOME_GROUP = '00000000-0000-4000-8000-000000000001';

describeEachDatabase('answers of the router and the HTTP parser', (ctx) => {
  it('answers a wrong method on a known path with 405 and the methods it serves', async () => {
    const cases = [
      ['PATCH', '/api/v1/transactions', 'GET, HEAD, PUT, POST'],
      ['PATCH', '/api/v1/transactions/', 'GET, HEAD, PUT, POST'],
      ['PATCH', '/api/v1/transactions/some-id', 'GET, HEAD, DELETE'],
      ['DELETE', '/api/v1/auth/login', 'POST'],
      ['PUT', '/api/v1/status?verbose=1', 'GET, HEAD'],
      // A fixed path is an action, not an id of DELETE /groups/:groupId.
      ['OPTIONS', '/api/v1/groups/assign-users', 'PUT'],
      ['DELETE', '/api/v1/groups/assign-users', 'PUT'],
      ['GET', '/api/v1/groups/unassign-users', 'PUT'],
      // So is a fixed last word after a parameter: not a rule named 'preview' or 'order'.
      ['PUT', `/api/v1/groups/${SOME_GROUP}/rules/preview`, 'POST'],
      ['DELETE', `/api/v1/groups/${SOME_GROUP}/rules/apply`, 'POST'],
      ['DELETE', `/api/v1/groups/${SOME_GROUP}/rules/order`, 'PUT'],
      ['GET', `/api/v1/groups/${SOME_GROUP}/rules/order`, 'PUT'],
    ] as const;
    for (const [method, url, allow] of cases) {
      const response = await ctx().app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json()).toMatchObject({ status: ResponseStatus.Error, data: null });
      expect(response.json().errors[0]).toMatchObject({
        code: ErrorCode.BadRequest,
        message: `${method} is not allowed on ${url.split('?')[0]}; allowed: ${allow}`,
      });
    }
    const head = await ctx().app.inject({ method: 'HEAD', url: '/api/v1/auth/login' });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('POST');
  });

  it('keeps answering unknown paths with 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx().app.inject({ method, url: '/api/v1/no/such/thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers.allow).toBeUndefined();
      expect(response.json().errors[0].code).toBe(ErrorCode.NotFound);
    }
    // Never a 405 that allows the very method asked.
    for (const url of ['/api/v1/', `/api/v1/transactions/${'x'.repeat(101)}`]) {
      const response = await ctx().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(405);
    }
  });

  it('names a path parameter that is not percent-encoded UTF-8', async () => {
    const { ownerClient } = await ownerWithGroup(ctx());
    for (const [path, field] of [
      ['/transactions/%ED%A0%80', 'transactionId'],
      ['/groups/abc%uD800', 'groupId'],
      ['/groups/%FF', 'groupId'],
    ]) {
      const response = await ownerClient.delete(path as string);
      expect(response.status, path).toBe(400);
      expect(response.body.errors[0]).toMatchObject({
        code: ErrorCode.Validation,
        details: { [field as string]: [ENCODING_MESSAGE] },
      });
      expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    }
    const unknown = await ctx().app.inject({ method: 'GET', url: '/api/v1/nothing/%ED%A0%80' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].code).toBe(ErrorCode.BadRequest);
  });

  it("answers the router's 414 in the envelope, with the headers of every answer", async () => {
    const response = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/v1/transactions/${'a'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ status: ResponseStatus.Error, data: null });
    expect(response.json().errors[0].code).toBe(ErrorCode.BadRequest);
    expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeTruthy();
    const longest = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/v1/transactions/${'a'.repeat(100)}`,
    });
    expect(longest.statusCode).toBe(401);
  });

  it("answers Node's 431 and malformed requests in the envelope", async () => {
    await ctx().app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx().app.server.address() as AddressInfo;
    const huge = await rawExchange(
      port,
      `GET /api/v1/status HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge.status).toBe(431);
    expect(huge.body).toMatchObject({ status: ResponseStatus.Error, data: null, warnings: [] });
    expect(huge.body.errors[0]).toMatchObject({ code: ErrorCode.BadRequest, details: null });
    expect(huge.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(huge.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(huge.headers['x-content-type-options']).toBe('nosniff');

    const longUrl = await rawExchange(
      port,
      `GET /api/v1/status?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(longUrl.status).toBe(431);

    const malformed = await rawExchange(
      port,
      'GET /api/v1/st\u0000tus HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].code).toBe(ErrorCode.BadRequest);
    expect(malformed.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  });
});
