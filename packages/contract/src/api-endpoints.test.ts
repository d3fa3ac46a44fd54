import { describe, expectTypeOf, it } from 'vitest';
import type { ApiEndpoint, ApiEndpoints, ApiPath, EndpointPart, EndpointShape } from './index.ts';

/** The names of a path's parameters: '/groups/:groupId/invitations/:invitationId' has two. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Endpoints whose `params` do not name exactly the parameters of their path. */
type ParamsOffPath = {
  [E in ApiEndpoint]: [PathParams<E>] extends [keyof EndpointPart<E, 'params'>]
    ? [keyof EndpointPart<E, 'params'>] extends [PathParams<E>]
      ? never
      : E
    : E;
}[ApiEndpoint];

// Types only: `npm run typecheck` checks this file; the runs below only keep vitest content.
describe('ApiEndpoints', () => {
  it('gives every endpoint a response and the parameters its path names', () => {
    expectTypeOf<ApiEndpoints[ApiEndpoint]>().toExtend<EndpointShape>();
    expectTypeOf<ParamsOffPath>().toBeNever();
  });

  it('names paths per method', () => {
    expectTypeOf<'/budgets'>().toExtend<ApiPath<'DELETE'>>();
    expectTypeOf<'/budgets/summary'>().not.toExtend<ApiPath<'DELETE'>>();
  });

  it('states queries with the types the server parses them into', () => {
    type Transactions = EndpointPart<'GET /transactions', 'query'>;
    expectTypeOf<{ groupIds: ['a', 'b']; page: 2 }>().toExtend<Transactions>();
    expectTypeOf<{ page: '2' }>().toExtend<Transactions>();
    expectTypeOf<{ page: true }>().not.toExtend<Transactions>();
    expectTypeOf<{ sort: 'size' }>().not.toExtend<Transactions>();
    // A required parameter stays required.
    expectTypeOf<Record<never, never>>().not.toExtend<EndpointPart<'DELETE /budgets', 'query'>>();
  });
});
