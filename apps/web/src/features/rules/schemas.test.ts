import { describe, expect, it } from 'vitest';
import { ruleFormSchema, ruleFormValues } from './schemas.ts';

describe('the rule form schema', () => {
  it("tells every fault of an empty rule at once: its name, its condition's text, its action's categories", () => {
    const schema = ruleFormSchema(() => ['member-1']);
    const parsed = schema.safeParse(ruleFormValues(null, 'group-1'));
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'conditions.0.value', 'actions.0.categoryIds']),
    );
  });

  it('still asks for a group', () => {
    const values = { ...ruleFormValues(null, ''), name: 'Groceries' };
    const parsed = ruleFormSchema(() => []).safeParse(values);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('groupId');
  });
});
