import type { ImportPreview } from '@budget/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/each-database.ts';
import { parseFile } from '../parse-file.ts';
import { balancesOf, imported, sample, threePeople } from './people-fixture.ts';
import { spliitShares } from './spliit.ts';

const FILE = 'spliit-export.json';
const text = () => Buffer.from(sample(FILE), 'base64').toString('utf8');

describe("a Spliit group's JSON export", () => {
  it('is told by its participants and expenses', () => {
    expect(parseFile(text()).format).toBe('spliit');
  });

  it("shares an uneven amount as Spliit does: the cent left over by the expense id's rotation", () => {
    const paidFor = ['p-anna', 'p-bartek', 'p-celina'].map((id) => ({ id, shares: 1 }));
    const shares = spliitShares({ id: 'exp-taxi', amount: 1000, evenly: true, paidFor });
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(1000);
    expect(shares.get('p-anna')).toBe(334);
  });

  it('keeps every cent of a large amount by large shares, where floats would lose some', () => {
    const paidFor = [
      { id: 'a', shares: 2 ** 40 + 1 },
      { id: 'b', shares: 2 ** 40 },
      { id: 'c', shares: 3 },
    ];
    const amount = 99_999_999_997;
    const shares = spliitShares({ id: 'big', amount, evenly: false, paidFor });
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(amount);
    expect([...shares.values()].every(Number.isSafeInteger)).toBe(true);
  });

  it('is not read as Spliit when a participant, expense or share is not an object', () => {
    const group = JSON.parse(text()) as { participants: unknown[]; expenses: unknown[] };
    for (const broken of [
      { ...group, participants: [null] },
      { ...group, expenses: [null] },
      { ...group, expenses: [{ id: 'x', amount: 100, paidFor: [null] }] },
    ])
      expect(() => parseFile(JSON.stringify(broken))).toThrow(/not one of the formats/);
  });

  it('reads a reimbursement as a payment and every share in minor units', () => {
    const { rows } = parseFile(text());
    expect(rows.map((row) => row.error)).toEqual([null, null, null, null, null, null]);
    const payback = rows.find((row) => row.name === 'Bartek paid Anna back');
    expect(payback?.people?.parts).toEqual([
      {
        kind: 'payment',
        paidBy: 'Bartek',
        amount: 2000,
        shares: [{ name: 'Anna Nowak', minor: 2000 }],
      },
    ]);
    expect(payback?.category).toBeNull();
  });
});

describeEachDatabase('moving a Spliit group in', (ctx) => {
  let group: Awaited<ReturnType<typeof threePeople>>;
  const body = (people?: Record<string, string>) => ({
    groupId: group.groupId,
    fileName: FILE,
    contentBase64: sample(FILE),
    ...(people ? { people } : {}),
  });

  beforeAll(async () => {
    group = await threePeople(ctx());
  });

  it("leaves the group's balances at Spliit's, to the cent", async () => {
    const preview = await group.member.post<ImportPreview>('/imports/preview', body());
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    expect(preview.body.data.people?.map((person) => person.userId)).toEqual([
      group.ids.anna,
      group.ids.bartek,
      null,
    ]);
    const refused = await group.member.post('/imports', body());
    expect(refused.body.errors?.[0]?.message).toBe('Say who is who for: Celina');
    const batch = await imported(group.member, body({ Celina: group.ids.celina }));
    expect(batch.format).toBe('spliit');
    expect(batch.importedCount).toBe(6);
    expect(await balancesOf(group.owner, group.groupId)).toEqual({
      [group.ids.anna]: 103.33,
      [group.ids.bartek]: -110,
      [group.ids.celina]: 6.67,
    });
  });
});
