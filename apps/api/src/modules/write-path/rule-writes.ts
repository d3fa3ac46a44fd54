import {
  nameKey,
  RULES_PER_GROUP_MAX,
  type RuleAction,
  type RuleCondition,
  type RuleMatchMode,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import { planToWrite, planToWriteOwned, runLocked, type Trx } from './group-lock.ts';
import { assertRuleReferences } from './rule-references.ts';
import { groupOfItem, nameTaken } from './group-names.repository.ts';
import * as rules from './rules.repository.ts';

export const RULE_NOT_FOUND = 'Rule not found';

/** A rule as the contract checked it (its regular expressions too: rules.service.ts). */
export interface RuleInput {
  name: string;
  enabled?: boolean | undefined;
  matchMode?: RuleMatchMode | undefined;
  conditions: RuleCondition[];
  actions: RuleAction[];
}

function duplicateName(name: string) {
  const message = `A rule named "${name}" already exists in this group`;
  return conflict(message, { name: [message] });
}

/** The columns a create or an edit writes; a rule left without `enabled` runs. */
function columnsOf(input: RuleInput) {
  return {
    name: input.name,
    name_normalized: nameKey(input.name),
    enabled: input.enabled === false ? 0 : 1,
    match_mode: input.matchMode ?? 'all',
    conditions: JSON.stringify(input.conditions),
    actions: JSON.stringify(input.actions),
    updated_at: isoNow(),
  };
}

async function checked(trx: Trx, groupId: string, input: RuleInput, ruleId: string | null) {
  if (await nameTaken(trx, 'rules', groupId, nameKey(input.name), ruleId)) {
    throw duplicateName(input.name);
  }
  await assertRuleReferences(trx, groupId, input.conditions, input.actions);
}

/**
 * A group's categorisation rules. They hold no money, yet every change bumps the group's data
 * version (in `runLocked`) like any other write here, so no cached list answers with the rules
 * as they were (docs/decisions.md, 'Rules').
 */
export function ruleWrites(db: Kysely<Database>) {
  const planFor = (access: GroupAccess, groupId: string, ruleId: string) =>
    planToWriteOwned(access, () => groupOfItem(db, 'rules', groupId, ruleId), RULE_NOT_FOUND);

  async function stillThere(trx: Trx, groupId: string, ruleId: string) {
    if ((await groupOfItem(trx, 'rules', groupId, ruleId)) === undefined) {
      throw notFound(RULE_NOT_FOUND);
    }
  }

  return {
    /** Appended after the group's last rule. */
    async createRule(access: GroupAccess, groupId: string, input: RuleInput): Promise<string> {
      const id = randomUUID();
      return runLocked(db, null, planToWrite(access, groupId), async ({ trx }) => {
        const order = await rules.ruleOrder(trx, groupId);
        if (order.length >= RULES_PER_GROUP_MAX) {
          const message = `A group holds at most ${RULES_PER_GROUP_MAX} rules`;
          throw conflict(message);
        }
        await checked(trx, groupId, input, null);
        const now = isoNow();
        const row = { id, group_id: groupId, position: order.length, created_at: now };
        await rules.insertRule(trx, { ...row, ...columnsOf(input) });
        return id;
      });
    },

    /** The whole rule anew; its place in the order stays. */
    async updateRule(access: GroupAccess, groupId: string, ruleId: string, input: RuleInput) {
      await runLocked(db, null, planFor(access, groupId, ruleId), async ({ trx }) => {
        await stillThere(trx, groupId, ruleId);
        await checked(trx, groupId, input, ruleId);
        await rules.updateRule(trx, ruleId, columnsOf(input));
      });
    },

    /** The rules after it move up one place. */
    async deleteRule(access: GroupAccess, groupId: string, ruleId: string): Promise<void> {
      await runLocked(db, null, planFor(access, groupId, ruleId), async ({ trx }) => {
        await stillThere(trx, groupId, ruleId);
        await rules.deleteRule(trx, ruleId);
        const order = await rules.ruleOrder(trx, groupId);
        await renumber(
          trx,
          order.map((row) => row.id),
          order,
        );
      });
    },

    /** `ruleIds` must name every rule of the group once (a list read before another's edit: 400). */
    async reorderRules(access: GroupAccess, groupId: string, ruleIds: readonly string[]) {
      await runLocked(db, null, planToWrite(access, groupId), async ({ trx }) => {
        const current = await rules.ruleOrder(trx, groupId);
        const known = new Set(current.map((row) => row.id));
        if (ruleIds.length !== current.length || ruleIds.some((id) => !known.has(id))) {
          const message = 'List every rule of the group once, in the new order';
          throw badRequest(message, { ruleIds: [message] });
        }
        await renumber(trx, ruleIds, current);
      });
    },
  };
}

type Stored = Awaited<ReturnType<typeof rules.ruleOrder>>;

/** Positions 0, 1, 2... in the order given; a rule already in its place is not written. */
async function renumber(trx: Trx, ordered: readonly string[], stored: Stored) {
  const positions = new Map(stored.map((row) => [row.id, row.position]));
  for (const [position, id] of ordered.entries()) {
    if (positions.get(id) !== position) await rules.updateRule(trx, id, { position });
  }
}
