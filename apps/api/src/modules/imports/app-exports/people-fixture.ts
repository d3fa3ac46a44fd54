import type { GroupBalances, ImportBatch } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { memberOf, ownerWithGroup } from '../../../test/groups.ts';
import type { TestClient, TestContext } from '../../../test/test-app.ts';

// A group of three as the sample files' people: the Owner named Anna Nowak, a Member whose first
// name is Bartek, and a Member named by nothing the files say (Celina must be answered for).

/** A sample file (samples/) as the browser sends it. */
export const sample = (name: string) =>
  readFileSync(new URL(`../samples/${name}`, import.meta.url)).toString('base64');

export async function threePeople(ctx: TestContext) {
  const fixture = await ownerWithGroup(ctx, 'Flat');
  const bartek = await memberOf(ctx, fixture);
  const celina = await memberOf(ctx, fixture);
  const named = (id: string, first: string, last: string | null) =>
    ctx.app.db
      .updateTable('users')
      .set({ first_name: first, last_name: last })
      .where('id', '=', id)
      .execute();
  await named(fixture.owner.id, 'Anna', 'Nowak');
  await named(bartek.user.id, 'Bartek', 'Kowalski');
  return {
    groupId: fixture.group.id,
    owner: fixture.ownerClient,
    member: bartek.client,
    ids: { anna: fixture.owner.id, bartek: bartek.user.id, celina: celina.user.id },
  };
}

/** Each member's balance in the group, by user id. */
export async function balancesOf(client: TestClient, groupId: string) {
  const response = await client.get<GroupBalances>(`/groups/${groupId}/balances`);
  expect(response.status, JSON.stringify(response.body.errors)).toBe(200);
  return Object.fromEntries(response.body.data.members.map((m) => [m.userId, m.balance]));
}

/** The file imported by `client`, answering `people`; the batch made. */
export async function imported(
  client: TestClient,
  body: { groupId: string; fileName: string; contentBase64: string; people?: unknown },
) {
  const response = await client.post<ImportBatch>('/imports', body);
  expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  return response.body.data;
}
