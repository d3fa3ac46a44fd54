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
    route: 'POST /api/v1/groups/:groupId/rules/apply/preview',
    name: 'preview the rules applied to existing transactions',
    request: (c) => ({
      method: 'POST',
      path: `/groups/${c.group}/rules/apply/preview`,
      body: { ruleIds: [c.rule] },
    }),
    own: writers(200),
  },
  {
    route: 'POST /api/v1/groups/:groupId/rules/apply',
    name: 'apply the rules to existing transactions',
    request: (c) => ({ method: 'POST', path: `/groups/${c.group}/rules/apply`, body: {} }),
    own: writers(200),
  },
  {
    route: 'GET /api/v1/groups/:groupId/rules/apply/progress/:progressId',
    name: 'follow a run of rules',
    request: (c) => ({
      method: 'GET',
      path: `/groups/${c.group}/rules/apply/progress/6f1f7a52-3c1e-4c7a-9a43-1b1c7e0f2d11`,
    }),
    own: readers,
  },
  {
    route: 'GET /api/v1/groups/:groupId/rule-runs',
    name: 'list the runs of rules',
    request: (c) => ({ method: 'GET', path: `/groups/${c.group}/rule-runs` }),
    own: readers,
  },
  {
    route: 'POST /api/v1/groups/:groupId/rule-runs/:runId/undo',
    name: 'undo a run of rules',
    request: (c) => ({ method: 'POST', path: `/groups/${c.group}/rule-runs/${c.ruleRun}/undo` }),
    own: writers(200),
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
