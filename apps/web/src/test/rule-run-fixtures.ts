import { MemberRole, type Rule, type RuleRun } from '@budget/contract';
import { groupOf, profileOf, sessionHandlers, stubApi } from './api-stub.ts';

// What the rules screen's tests of 'Apply to existing transactions' and 'Recent applications'
// share: a household of two with a rule, a Viewer's group, and a run.

export const ann = profileOf();
export const bob = {
  userId: 'u-bob',
  name: 'Bob',
  userEmail: 'bob@example.test',
  role: MemberRole.Member,
  joinedAt: '2026-01-02T10:00:00.000Z',
};
export const household = groupOf();
household.groupMembers.push(bob);
export const club = groupOf({ id: 'g2', name: 'Book club', role: MemberRole.Viewer });

export const groceries: Rule = {
  id: 'r1',
  groupId: 'g1',
  name: 'Groceries',
  position: 0,
  enabled: true,
  matchMode: 'all',
  conditions: [{ kind: 'text', field: 'payee', op: 'contains', value: 'żabka' }],
  actions: [{ type: 'setCategories', categoryIds: ['c2'] }],
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};
export const novels: Rule = { ...groceries, id: 'r4', groupId: 'g2', name: 'Novels' };

export function runOf(overrides: Partial<RuleRun> = {}): RuleRun {
  return {
    id: 'run1',
    groupId: 'g1',
    rules: [{ id: 'r1', name: 'Groceries' }],
    from: '2025-03-01',
    to: '2026-03-01',
    changedCount: 3,
    appliedBy: 'Ann',
    createdAt: '2026-03-02T10:00:00.000Z',
    undoneAt: null,
    ...overrides,
  };
}

/** Ann's household (and `groups`), its categories, tag and rules. */
export function stub(extra: Parameters<typeof stubApi>[0] = {}, groups = [household]) {
  return stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => groups,
    'GET /categories': () => [
      { id: 'c1', name: 'Food', groupId: 'g1' },
      { id: 'c2', name: 'Groceries', groupId: 'g1' },
    ],
    'GET /groups/g1/tags': () => [{ id: 't1', name: 'weekly', groupId: 'g1' }],
    'GET /groups/g1/rules': () => [groceries],
    'GET /groups/g2/rules': () => [novels],
    ...extra,
  });
}
