import type { Category, ImportCommitResult, Tag } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/each-database.ts';
import { ownerWithGroup } from '../../../test/groups.ts';

const content = readFileSync(new URL('../samples/firefly-export.csv', import.meta.url), 'utf8');

describeEachDatabase("two imports of one app's export at once", (ctx) => {
  it('create its categories and tags once and write its rows once', async () => {
    const home = await ownerWithGroup(ctx());
    const file = { groupId: home.group.id, fileName: 'firefly-export.csv', content };
    const answers = await Promise.all([
      home.ownerClient.post<ImportCommitResult>('/imports', file),
      home.ownerClient.post<ImportCommitResult>('/imports', file),
    ]);
    // The second finds every row present: written as an import of none, or refused as nothing new.
    const imported = answers.map((answer) =>
      answer.status === 201 ? answer.body.data.importedCount : 0,
    );
    expect(imported.sort()).toEqual([0, 6]);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 400)).toBe(true);
    const tags = await home.ownerClient.get<Tag[]>(`/groups/${home.group.id}/tags`);
    expect(tags.body.data.map((tag) => tag.name).sort()).toEqual(['food', 'weekly']);
    const categories = await home.ownerClient.get<Category[]>('/categories', {
      query: { groupId: home.group.id },
    });
    const names = categories.body.data.map((category) => category.name);
    for (const name of ['Groceries', 'Salary', 'Subscriptions'])
      expect(names.filter((each) => each === name)).toHaveLength(1);
  });
});
