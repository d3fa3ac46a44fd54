import { readers, writers, type Cell, type Scenario } from './authorization-scenarios.ts';

const rule = (cell: Cell, name: string) => ({
  name,
  conditions: [{ kind: 'text', field: 'name', op: 'contains', value: 'bread' }],
  actions: [
    { type: 'setCategories', categoryIds: [cell.category] },
    { type: 'addTags', tagIds: [cell.tag] },
  ],
});

/** The authorization matrix's rows of a group's rules. */
export const RULE_SCENARIOS: Scenario[] = [
  {
    route: 'GET /api/v1/groups/:groupId/rules',
    name: "list a group's rules",
    request: (c) => ({ method: 'GET', path: `/groups/${c.group}/rules` }),
    own: readers,
  },
  {
    route: 'POST /api/v1/groups/:groupId/rules',
    name: 'create a rule',
    request: (c) => ({ method: 'POST', path: `/groups/${c.group}/rules`, body: rule(c, 'New') }),
    own: writers(201),
  },
  {
    route: 'PUT /api/v1/groups/:groupId/rules/order',
    name: 'reorder the rules',
    request: (c) => ({
      method: 'PUT',
      path: `/groups/${c.group}/rules/order`,
      body: { ruleIds: [c.rule] },
    }),
    own: writers(200),
  },
  {
    route: 'POST /api/v1/groups/:groupId/rules/preview',
    name: 'preview what the rules set',
    request: (c) => ({
      method: 'POST',
      path: `/groups/${c.group}/rules/preview`,
      body: { name: 'Bread', moneyAccountId: c.moneyAccount },
    }),
    own: readers,
  },
  {
    route: 'PUT /api/v1/groups/:groupId/rules/:ruleId',
    name: 'edit a rule',
    request: (c) => ({
      method: 'PUT',
      path: `/groups/${c.group}/rules/${c.rule}`,
      body: rule(c, 'Edited'),
    }),
    own: writers(200),
  },
  {
    route: 'DELETE /api/v1/groups/:groupId/rules/:ruleId',
    name: 'delete a rule',
    request: (c) => ({ method: 'DELETE', path: `/groups/${c.group}/rules/${c.rule}` }),
    own: writers(200),
  },
];
