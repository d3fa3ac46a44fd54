import type { MoneyAccount } from '@budget/contract';
import { at, dateOf, type SingleCommand } from './money-commands.ts';
import type { TestClient, TestResponse } from './test-app.ts';

interface Owned {
  id: string;
  group: number;
}

type AccountCommand = Extract<
  SingleCommand,
  {
    kind:
      | 'addAccount'
      | 'closeAccount'
      | 'deleteAccount'
      | 'addTransfer'
      | 'editTransfer'
      | 'clear'
      | 'reconcile';
  }
>;

/**
 * The money accounts of a property test's groups and the transfers between them
 * (docs/decisions.md, 'Money accounts'): what exists, so commands can name it by position.
 */
export class AccountWorld {
  readonly accounts: Owned[] = [];
  readonly transfers: Owned[] = [];
  private readonly groups: string[];

  constructor(groups: string[]) {
    this.groups = groups;
  }

  /** Each group's accounts as they are (its first one, made with the group, among them). */
  async load(client: TestClient): Promise<void> {
    for (const [group, groupId] of this.groups.entries()) {
      const listed = await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`);
      for (const account of listed.body.data) this.accounts.push({ id: account.id, group });
    }
  }

  /** An account of the group by position, or undefined (the group's default). */
  accountOf(group: number, position: number | null): string | undefined {
    if (position === null) return undefined;
    return at(
      this.accounts.filter((account) => account.group === group),
      position,
    )?.id;
  }

  /** The list calls of one account's transactions, the running balance's among them. */
  listCalls(): string[] {
    const first = this.accounts[0];
    if (!first) return [];
    const base = `/transactions?groupIds=${this.groups[first.group]}&moneyAccountIds=${first.id}`;
    const reconciliation = `/groups/${this.groups[first.group]}/money-accounts/${first.id}/reconciliation`;
    return [
      ...this.groups.map((groupId) => `/groups/${groupId}/money-accounts`),
      `${reconciliation}?date=${dateOf(45)}&balance=1.5`,
      base,
      `${base}&page=2&pageSize=3`,
      `${base}&order=asc&pageSize=4`,
    ];
  }

  async run(
    command: AccountCommand,
    client: TestClient,
    note: (response: TestResponse) => boolean,
    transactions: readonly Owned[],
  ): Promise<Owned | undefined> {
    switch (command.kind) {
      case 'clear':
      case 'reconcile':
        await this.reconcile(command, client, note, transactions);
        return undefined;
      case 'addAccount': {
        const response = await client.post<MoneyAccount>(
          `/groups/${this.groups[command.group]}/money-accounts`,
          { name: `Account ${Math.random()}`, currency: command.currency },
        );
        if (note(response)) this.accounts.push({ id: response.body.data.id, group: command.group });
        return undefined;
      }
      case 'closeAccount':
      case 'deleteAccount': {
        const target = at(this.accounts, command.pick);
        if (!target) return undefined;
        const path = `/groups/${this.groups[target.group]}/money-accounts/${target.id}`;
        if (command.kind === 'closeAccount') {
          note(await client.put(path, { closed: command.closed }));
        } else if (note(await client.delete(path))) {
          this.accounts.splice(this.accounts.indexOf(target), 1);
        }
        return undefined;
      }
      case 'addTransfer':
      case 'editTransfer':
        return this.transfer(command, client, note);
    }
  }

  private async transfer(
    command: Extract<AccountCommand, { kind: 'addTransfer' | 'editTransfer' }>,
    client: TestClient,
    note: (response: TestResponse) => boolean,
  ): Promise<Owned | undefined> {
    const target = command.kind === 'editTransfer' ? at(this.transfers, command.pick) : undefined;
    if (command.kind === 'editTransfer' && !target) return undefined;
    const group = target?.group ?? command.group;
    const body = {
      fromMoneyAccountId: this.accountOf(group, command.from) ?? 'none',
      toMoneyAccountId: this.accountOf(group, command.to) ?? 'none',
      amount: command.cents / 100,
      toAmount: command.toCents === null ? null : command.toCents / 100,
      date: dateOf(command.day),
    };
    const path = `/groups/${this.groups[group]}/transfers`;
    const response = target
      ? await client.put(`${path}/${target.id}`, { ...body, confirmReconciled: true })
      : await client.post<{ id: string }>(path, body);
    if (!note(response) || target) return undefined;
    const made = { id: (response.body.data as { id: string }).id, group };
    this.transfers.push(made);
    return made;
  }

  /**
   * Marks a row cleared or not in an account of its group (400 when it is not there), or
   * reconciles an account at its cleared balance as just read (409 when a write came between).
   */
  private async reconcile(
    command: Extract<AccountCommand, { kind: 'clear' | 'reconcile' }>,
    client: TestClient,
    note: (response: TestResponse) => boolean,
    transactions: readonly Owned[],
  ): Promise<void> {
    const row = command.kind === 'clear' ? at(transactions, command.pick) : undefined;
    const account = row
      ? this.accountOf(row.group, command.account)
      : at(this.accounts, command.account)?.id;
    const owner = this.accounts.find((a) => a.id === account);
    if (!owner) return;
    const base = `/groups/${this.groups[owner.group]}/money-accounts/${owner.id}`;
    if (command.kind === 'clear') {
      if (!row) return;
      const body = { transactionIds: [row.id], cleared: command.cleared, confirmReconciled: true };
      note(await client.put(`${base}/cleared`, body));
      return;
    }
    const date = dateOf(command.day);
    const view = await client.get<{ clearedBalance: number }>(`${base}/reconciliation`, {
      query: { date },
    });
    if (!note(view)) return;
    note(await client.post(`${base}/reconcile`, { date, balance: view.body.data.clearedBalance }));
  }
}
