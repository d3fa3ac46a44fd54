import { MemberRole } from '@budget/contract';
import { at, budgetBody, dateOf, type Command, type SingleCommand } from './money-commands.ts';
import { partsBody } from './category-parts-body.ts';
import { AccountWorld } from './money-world-accounts.ts';
import type { TestClient, TestResponse } from './test-app.ts';

interface Owned {
  id: string;
  group: number;
}

/** The signed-in users on each server process: [with answer cache, without]. */
export interface Clients {
  owner: [TestClient, TestClient];
  partner: [TestClient, TestClient];
  partnerId: string;
  partnerEmail: string;
}

/** Every list call compared between the processes; `read` commands warm the cache with them. */
export function listCalls(groups: string[]): string[] {
  const ids = groups.map((id) => `groupIds=${id}`).join('&');
  return [
    `/transactions?${ids}`,
    `/transactions?${ids}&page=2&pageSize=5`,
    `/transactions?${ids}&transactionType=0`,
    `/transactions?${ids}&filter=e`,
    `/categories?${groups.map((id) => `groupsId=${id}`).join('&')}`,
    `/budgets?${ids}`,
    `/budgets?${ids}&onlyActualPeriod=true`,
    `/budgets?${ids}&datePoint=${dateOf(45)}`,
    '/budgets/summary',
  ];
}

/**
 * Runs commands against two groups through the API, remembering what exists so later commands
 * can name it, and every answer of 500 or more (the property: there must be none).
 */
export class MoneyWorld {
  readonly failures: string[] = [];
  /** How often each command answered each status: a run that wrote nothing proves nothing. */
  readonly statuses = new Map<string, number>();
  private readonly transactions: Owned[] = [];
  private readonly categories: Owned[] = [];
  private readonly budgets: Owned[] = [];
  private readonly groups: string[];
  private readonly clients: Clients;
  readonly accounts: AccountWorld;

  constructor(groups: string[], clients: Clients) {
    this.groups = groups;
    this.clients = clients;
    this.accounts = new AccountWorld(groups);
  }

  /** Learns the groups' first accounts. */
  async start(): Promise<void> {
    await this.accounts.load(this.clients.owner[0]);
  }

  /** Every list call compared between the processes, the accounts' too. */
  listCalls(): string[] {
    return [...listCalls(this.groups), ...this.accounts.listCalls()];
  }

  async run(command: Command): Promise<void> {
    if (command.kind === 'parallel') await Promise.all(command.commands.map((c) => this.one(c)));
    else await this.one(command);
  }

  private note(command: SingleCommand, response: TestResponse) {
    const tally = `${command.kind} ${response.status}`;
    this.statuses.set(tally, (this.statuses.get(tally) ?? 0) + 1);
    if (response.status >= 500) {
      this.failures.push(
        `${response.status} ${JSON.stringify(command)}: ${response.body?.errors?.[0]?.message}`,
      );
    }
    return response.status < 300;
  }

  private categoryIds(group: number, positions: number[]) {
    const own = this.categories.filter((c) => c.group === group);
    return [...new Set(positions.flatMap((p) => at(own, p)?.id ?? []))];
  }

  private async one(command: SingleCommand): Promise<void> {
    if (command.kind === 'read') {
      for (const path of this.listCalls()) {
        this.note(command, await this.clients.owner[0].get(path));
      }
      return;
    }
    const client =
      'who' in command ? this.clients[command.who][command.via] : this.clients.owner[command.via];
    switch (command.kind) {
      case 'addAccount':
      case 'closeAccount':
      case 'deleteAccount':
      case 'addTransfer':
      case 'editTransfer':
      case 'clear':
      case 'reconcile': {
        const note = (r: TestResponse) => this.note(command, r);
        const made = await this.accounts.run(command, client, note, this.transactions);
        // A transfer is deleted as any transaction.
        if (made) this.transactions.push(made);
        return;
      }
      case 'addTransaction':
      case 'editTransaction': {
        const target =
          command.kind === 'editTransaction' ? at(this.transactions, command.pick) : undefined;
        if (command.kind === 'editTransaction' && !target) return;
        const categoryIds = this.categoryIds(command.group, command.cats);
        const body = {
          transactionType: command.type,
          name: `T${command.cents % 7}e`,
          description: null,
          groupId: this.groups[command.group],
          categoryIds,
          ...partsBody(categoryIds, command.cents, command.parts),
          date: dateOf(command.day),
          amount: command.cents / 100,
          currency: command.currency,
          moneyAccountId: this.accounts.accountOf(command.group, command.account) ?? null,
        };
        const response = target
          ? await client.put('/transactions', {
              ...body,
              transactionId: target.id,
              recurring: false,
              recurringPeriod: null,
              endDate: null,
              confirmReconciled: true,
            })
          : await client.post<{ id: string }>('/transactions', body);
        if (!this.note(command, response)) return;
        if (target) target.group = command.group;
        else
          this.transactions.push({
            id: (response.body.data as { id: string }).id,
            group: command.group,
          });
        return;
      }
      case 'deleteTransaction': {
        const target = at(this.transactions, command.pick);
        if (!target) return;
        if (
          this.note(
            command,
            await client.delete(`/transactions/${target.id}?confirmReconciled=true`),
          )
        )
          forget(this.transactions, target);
        return;
      }
      case 'addCategory': {
        const response = await client.post<{ id: string }>('/categories', {
          name: command.name,
          description: null,
          groupId: this.groups[command.group],
        });
        if (this.note(command, response))
          this.categories.push({ id: response.body.data.id, group: command.group });
        return;
      }
      case 'renameCategory': {
        const target = at(this.categories, command.pick);
        if (target)
          this.note(
            command,
            await client.put('/categories', {
              categoryId: target.id,
              name: command.name,
              description: 'renamed',
            }),
          );
        return;
      }
      case 'deleteCategory': {
        const target = at(this.categories, command.pick);
        if (!target) return;
        if (
          this.note(
            command,
            await client.delete('/categories', { query: { categoryId: target.id } }),
          )
        )
          forget(this.categories, target);
        return;
      }
      case 'addBudget': {
        const body = {
          ...budgetBody(command),
          groupId: this.groups[command.group],
          categoryIds: this.categoryIds(command.group, command.cats),
        };
        const response = await client.post<{ id: string }>('/budgets', body);
        if (this.note(command, response))
          this.budgets.push({ id: response.body.data.id, group: command.group });
        return;
      }
      case 'editBudget': {
        const target = at(this.budgets, command.pick);
        if (!target) return;
        const body = {
          ...budgetBody(command),
          budgetId: target.id,
          categoryIds: this.categoryIds(target.group, command.cats),
        };
        this.note(command, await client.put('/budgets', body));
        return;
      }
      case 'deleteBudget': {
        const target = at(this.budgets, command.pick);
        if (!target) return;
        if (this.note(command, await client.delete('/budgets', { query: { budgetId: target.id } })))
          forget(this.budgets, target);
        return;
      }
      case 'membership':
        return this.membership(command, client);
      case 'importRates': {
        const table = {
          table: 'A',
          no: `T${command.day}`,
          effectiveDate: dateOf(command.day),
          rates: [
            { currency: 'euro', code: 'EUR', mid: command.eur / 10_000 },
            { currency: 'dolar', code: 'USD', mid: command.usd / 10_000 },
          ],
        };
        this.note(command, await client.post('/rates/import', [table]));
        return;
      }
    }
  }

  /** The partner in the first group: made a Member or a Viewer (added if needed), or removed. */
  private async membership(
    command: Extract<SingleCommand, { kind: 'membership' }>,
    client: TestClient,
  ) {
    const groupId = this.groups[0];
    const { partnerId, partnerEmail } = this.clients;
    if (command.role === 'remove') {
      this.note(
        command,
        await client.put('/groups/unassign-users', { groupId, userIds: [partnerId] }),
      );
      return;
    }
    const role = command.role === 'member' ? MemberRole.Member : MemberRole.Viewer;
    const added = await client.put('/groups/assign-users', {
      groupId,
      userEmails: [partnerEmail],
      role,
    });
    if (this.note(command, added)) {
      this.note(
        command,
        await client.put('/groups/change-user-role', { groupId, userId: partnerId, role }),
      );
    }
  }
}

function forget(list: Owned[], item: Owned) {
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}
