import { z } from 'zod';
import {
  RULE_ACTIONS_MAX,
  RULE_CONDITIONS_MAX,
  RULE_MATCH_MODES,
  RULES_PER_GROUP_MAX,
  ruleActionSchema,
  ruleConditionSchema,
  ruleRequestSchema,
} from './rules.ts';
import { nameKey } from './text-keys.ts';

/**
 * A group backup's rules, in the order they run (optional: backups written before rules hold
 * none). Their ids of categories, tags and accounts are the backup's own; a rule may hold no
 * action (its last category went) or no condition (its account went): docs/decisions.md, 'Rules'. Names are compared as a new
 * rule's are, so a hand-edited file naming one twice is refused before anything is written.
 */
export const backupRulesSchema = z
  .array(
    z.object({
      name: ruleRequestSchema.shape.name,
      enabled: z.boolean(),
      matchMode: z.enum(RULE_MATCH_MODES),
      conditions: z.array(ruleConditionSchema).max(RULE_CONDITIONS_MAX),
      actions: z.array(ruleActionSchema).max(RULE_ACTIONS_MAX),
    }),
  )
  .max(RULES_PER_GROUP_MAX, `At most ${RULES_PER_GROUP_MAX} rules`)
  .superRefine((rules, ctx) => {
    const names = new Set<string>();
    rules.forEach((rule, index) => {
      if (names.has(nameKey(rule.name))) {
        const message = 'Another rule in the backup has this name';
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message });
      }
      names.add(nameKey(rule.name));
    });
  });
export type BackupRule = z.infer<typeof backupRulesSchema>[number];
