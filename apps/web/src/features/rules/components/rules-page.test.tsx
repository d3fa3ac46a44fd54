import { MemberRole, type Rule } from '@budget/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, groupOf, profileOf, sessionHandlers, stubApi } from '@/test/api-stub.ts';
import { errorEnvelope, jsonResponse } from '@/test/fetch-mock.ts';
import { renderRoute } from '@/test/render.tsx';
import { RulesPage } from './rules-page.tsx';

const ann = profileOf();
const household = groupOf();
const club = groupOf({ id: 'g2', name: 'Book club', role: MemberRole.Viewer });

function ruleOf(overrides: Partial<Rule>): Rule {
  return {
    id: 'r1',
    groupId: 'g1',
    name: 'Groceries',
    position: 0,
    enabled: true,
    matchMode: 'all',
    conditions: [{ kind: 'text', field: 'payee', op: 'contains', value: 'żabka' }],
    actions: [{ type: 'setCategories', categoryIds: ['c1'] }],
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

const groceries = ruleOf({
  conditions: [
    { kind: 'text', field: 'payee', op: 'contains', value: 'żabka' },
    { kind: 'amount', op: 'above', amount: 20 },
  ],
  actions: [
    { type: 'setCategories', categoryIds: ['c1'] },
    {
      type: 'setSharing',
      paidBy: 'u-ann',
      split: { method: 0, parts: [{ userId: 'u-ann', value: 1 }] },
    },
  ],
});
const rent = ruleOf({ id: 'r2', name: 'Rent', position: 1, enabled: false });
const fuel = ruleOf({ id: 'r3', name: 'Fuel', position: 2 });
const novels = ruleOf({ id: 'r4', groupId: 'g2', name: 'Novels' });

function stub(extra: Parameters<typeof stubApi>[0] = {}, groups = [household, club]) {
  return stubApi({
    ...sessionHandlers(ann),
    'GET /groups': () => groups,
    'GET /categories': () => [{ id: 'c1', name: 'Food', groupId: 'g1' }],
    'GET /groups/g1/rules': () => [groceries, rent, fuel],
    'GET /groups/g2/rules': () => [novels],
    ...extra,
  });
}

describe('RulesPage', () => {
  it('lists the rules in order with readable summaries, and moving one sends the whole order', async () => {
    const api = stub({ 'PUT /groups/g1/rules/order': () => [rent, groceries, fuel] });
    renderRoute(<RulesPage />, { path: '/rules' });
    const list = await screen.findByRole('list', { name: 'Rules of Household' });
    const first = within(list).getByRole('listitem', { name: 'Groceries' });
    expect(
      await within(first).findByText("Payee contains 'żabka' and Amount above 20.00"),
    ).toBeTruthy();
    expect(await within(first).findByText('→ Food, paid by Ann, split equally')).toBeTruthy();
    expect(within(list).getByRole('listitem', { name: 'Rent' }).textContent).toContain('Disabled');
    const user = userEvent.setup();
    expect(
      (screen.getByRole('button', { name: 'Move Groceries up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Groceries down' }));
    await waitFor(() =>
      expect(callsTo(api, 'PUT /groups/g1/rules/order').map((call) => call.body)).toEqual([
        { ruleIds: ['r2', 'r1', 'r3'] },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Move Fuel up' }));
    await waitFor(() =>
      expect(callsTo(api, 'PUT /groups/g1/rules/order')[1]?.body).toEqual({
        ruleIds: ['r2', 'r3', 'r1'],
      }),
    );
  });

  it('shows a Viewer the rules without controls, and says why', async () => {
    stub({}, [club]);
    renderRoute(<RulesPage />, { path: '/rules' });
    const list = await screen.findByRole('list', { name: 'Rules of Book club' });
    expect(within(list).getByRole('listitem', { name: 'Novels' })).toBeTruthy();
    expect(
      screen.getByText(
        'You are a Viewer in all your groups, so you can see rules but not change them.',
      ),
    ).toBeTruthy();
    expect(within(list).queryByRole('button')).toBeNull();
    expect((screen.getByRole('button', { name: 'Add Rule' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('disables a rule by sending it whole with enabled false', async () => {
    const api = stub({ 'PUT /groups/g1/rules/r3': () => ({ ...fuel, enabled: false }) });
    renderRoute(<RulesPage />, { path: '/rules' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable Fuel' }));
    expect(await screen.findByText('Rule "Fuel" disabled')).toBeTruthy();
    expect(callsTo(api, 'PUT /groups/g1/rules/r3')[0]?.body).toEqual({
      name: 'Fuel',
      matchMode: 'all',
      enabled: false,
      conditions: fuel.conditions,
      actions: fuel.actions,
    });
  });
});

describe('RuleForm', () => {
  it('sends a condition row and an action row as the contract takes them', async () => {
    const api = stub(
      { 'POST /groups/g1/rules': ({ body }) => ruleOf({ id: 'r9', ...(body as object) }) },
      [household],
    );
    renderRoute(<RulesPage />, { path: '/rules', url: '/rules?view=new' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Big shop');
    const condition = screen.getByRole('group', { name: 'Condition 1' });
    await user.click(within(condition).getByRole('combobox', { name: 'Field' }));
    await user.click(await screen.findByRole('option', { name: 'Amount' }));
    await user.click(within(condition).getByRole('combobox', { name: 'Operator' }));
    await user.click(await screen.findByRole('option', { name: 'between' }));
    await user.type(within(condition).getByLabelText('Amount'), '10.5');
    await user.type(within(condition).getByLabelText('Up to'), '99');
    const action = screen.getByRole('group', { name: 'Action 1' });
    await user.click(within(action).getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Rename' }));
    await user.type(within(action).getByLabelText('New name'), 'Weekly shop');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));
    expect(await screen.findByText('Rule "Big shop" created')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/rules')[0]?.body).toEqual({
      name: 'Big shop',
      enabled: true,
      matchMode: 'all',
      conditions: [{ kind: 'amount', op: 'between', amount: 10.5, amountTo: 99 }],
      actions: [{ type: 'rename', name: 'Weekly shop' }],
    });
  });

  it("shows the server's message under the condition it names", async () => {
    stub({
      'PUT /groups/g1/rules/r3': () =>
        jsonResponse(
          errorEnvelope('This regular expression is too complex', 0, {
            'conditions.0.value': ['This regular expression is too complex'],
          }),
          { status: 400 },
        ),
    });
    renderRoute(<RulesPage />, { path: '/rules', url: '/rules?rule=r3' });
    const user = userEvent.setup();
    const condition = await screen.findByRole('group', { name: 'Condition 1' });
    await user.click(within(condition).getByRole('combobox', { name: 'Operator' }));
    await user.click(await screen.findByRole('option', { name: 'matches' }));
    const pattern = within(condition).getByLabelText('Regular expression');
    await user.clear(pattern);
    await user.type(pattern, '(a+)+b');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(pattern.getAttribute('aria-invalid')).toBe('true'));
    expect(within(condition).getByText('This regular expression is too complex')).toBeTruthy();
  });

  it('tries a sample transaction against the saved rules', async () => {
    const api = stub({
      'POST /groups/g1/rules/preview': () => ({
        matched: [{ id: 'r1', name: 'Groceries' }],
        categoryIds: { value: ['c1'], rule: { id: 'r1', name: 'Groceries' } },
        tagIds: [],
        paidBy: null,
        split: null,
        name: null,
        description: null,
      }),
    });
    renderRoute(<RulesPage />, { path: '/rules', url: '/rules?rule=r3' });
    const user = userEvent.setup();
    const box = await screen.findByRole('region', { name: 'Try it' });
    await user.type(within(box).getByLabelText('Sample payee'), 'ŻABKA Z1234');
    await user.type(within(box).getByLabelText('Sample amount'), '25.5{Enter}');
    expect(await within(box).findByText('1 rule matches: Groceries')).toBeTruthy();
    expect(await within(box).findByText('Categories: Food (rule "Groceries")')).toBeTruthy();
    expect(callsTo(api, 'POST /groups/g1/rules/preview')[0]?.body).toEqual({
      name: '',
      payee: 'ŻABKA Z1234',
      amount: 25.5,
    });
    // Enter tried the sample; it did not send the rule.
    expect(callsTo(api, 'PUT /groups/g1/rules/r3')).toEqual([]);
  });
});
