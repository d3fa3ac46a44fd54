import type { ImportPreview, Rule, TransactionPage } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';

const qif = `!Type:Bank
D01/05/2026
T-23.47
PZABKA Z1234 WARSZAWA
^
D01/06/2026
T-180.00
PORLEN STACJA 44
^
D01/07/2026
T-15.00
PZabka Z9999
MMilk
^
`;

describeEachDatabase('rules on an import', (ctx) => {
  it('shows per row what the rules set, and writes it but on the rows left out of them', async () => {
    const home = await ownerWithGroup(ctx());
    const partner = await memberOf(ctx(), home);
    const client = home.ownerClient;
    const groupId = home.group.id;
    const made = async (path: string, body: object) => {
      const response = await client.post<{ id: string }>(path, body);
      expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
      return response.body.data.id;
    };
    const food = await made('/categories', { name: 'Food', groupId });
    const groceries = await made(`/groups/${groupId}/tags`, { name: 'groceries' });
    const rule = await client.post<Rule>(`/groups/${groupId}/rules`, {
      name: 'Żabka',
      conditions: [{ kind: 'text', field: 'payee', op: 'startsWith', value: 'żabka' }],
      actions: [
        { type: 'setCategories', categoryIds: [food] },
        { type: 'addTags', tagIds: [groceries] },
        { type: 'rename', name: 'Żabka' },
        { type: 'setDescription', description: 'Corner shop' },
        { type: 'setSharing', paidBy: partner.user.id },
      ],
    });
    expect(rule.status).toBe(201);
    const file = { groupId, fileName: 'january.qif', content: qif, currency: 0 };

    const preview = await client.post<ImportPreview>('/imports/preview', file);
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    const byLine = preview.body.data.rows.map((row) => [row.name, row.rules?.name?.value ?? null]);
    expect(byLine).toEqual([
      ['ZABKA Z1234 WARSZAWA', 'Żabka'],
      ['ORLEN STACJA 44', null],
      ['Zabka Z9999', 'Żabka'],
    ]);
    const [first, , third] = preview.body.data.rows;
    expect(first?.rules?.categoryIds).toEqual({
      value: [food],
      rule: { id: rule.body.data.id, name: 'Żabka' },
    });

    const committed = await client.post('/imports', { ...file, withoutRulesLines: [third?.line] });
    expect(committed.status, JSON.stringify(committed.body.errors)).toBe(201);
    const list = await client.get<TransactionPage>(`/transactions?groupIds=${groupId}`);
    const written = list.body.data.transactions
      .map((t) => [
        t.name,
        t.description,
        t.categories.map((c) => c.name),
        t.tags.map((g) => g.name),
        t.paidBy === partner.user.id ? 'partner' : 'owner',
      ])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(written).toEqual([
      ['ORLEN STACJA 44', null, [], [], 'owner'],
      ['Żabka', 'Corner shop', ['Food'], ['groceries'], 'partner'],
      ['Zabka Z9999', 'Milk', [], [], 'owner'],
    ]);
  });
});
