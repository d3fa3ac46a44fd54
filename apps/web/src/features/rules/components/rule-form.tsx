import type { Group, Rule } from '@budget/contract';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card.tsx';
import { GroupField, NameField } from '@/components/form-fields.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { CheckboxField, FormField } from '@/components/ui/form.tsx';
import { useAppForm, type AppForm } from '@/hooks/use-app-form.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveRuleMutation } from '../api/use-save-rule-mutation.ts';
import { RULE_ERRORS } from '../rule-form-errors.ts';
import {
  ruleFormSchema,
  ruleFormValues,
  ruleRequestOf,
  type RuleFormInput,
  type RuleFormOutput,
} from '../schemas.ts';
import { ActionRows } from './action-rows.tsx';
import { ConditionRows } from './condition-rows.tsx';
import { RuleTryIt } from './rule-try-it.tsx';

/** 'Add Rule' (in one of the groups the user may write to) or 'Edit Rule' (the whole rule). */
export function RuleForm({
  rule,
  groups,
  onCancel,
  onDone,
}: {
  rule: Rule | null;
  /** The groups where the user is Owner or Member. */
  groups: Group[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('rules');
  const save = useSaveRuleMutation(RULE_ERRORS);
  const schema = useMemo(
    () =>
      ruleFormSchema(
        (groupId) =>
          groups
            .find((group) => group.id === groupId)
            ?.groupMembers.map((member) => member.userId) ?? [],
      ),
    [groups],
  );
  const form = useAppForm({
    schema,
    // With a single group there is nothing to choose.
    defaultValues: ruleFormValues(rule, groups.length === 1 ? groups[0]!.id : ''),
  });
  const groupId = useWatch({ control: form.control, name: 'groupId' });
  const groupName = groups.find((group) => group.id === rule?.groupId)?.name ?? '';

  const onSubmit = async (values: RuleFormOutput) => {
    await save.mutateAsync({
      groupId: values.groupId,
      ruleId: rule?.id,
      rule: ruleRequestOf(values),
    });
    toast.success(t(rule ? 'toast.saved' : 'toast.created', { name: values.name.trim() }));
    onDone();
  };
  // Categories, tags, members and accounts are a group's own: another group clears them.
  const groupChanged = () =>
    form.setValue(
      'actions',
      form
        .getValues('actions')
        .map((action) => ({ ...action, categoryIds: [], tagIds: [], paidBy: '' })),
    );

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      className="w-full max-w-3xl"
      title={rule ? t('form.editTitle', { name: rule.name }) : t('form.addTitle')}
      description={
        rule ? t('form.editDescription', { group: groupName }) : t('form.addDescription')
      }
      submitLabel={t(rule ? 'form.editSubmit' : 'form.addSubmit')}
      onCancel={onCancel}
    >
      <NameField control={form.control} placeholder={t('form.namePlaceholder')} />
      {rule ? null : (
        <GroupField
          control={form.control}
          groups={groups}
          placeholder={t('form.groupPlaceholder')}
          onChanged={groupChanged}
        />
      )}
      <MatchFields form={form} />
      <ConditionRows form={form} />
      <ActionRows form={form} groups={groups} />
      <RuleTryIt group={groups.find((group) => group.id === groupId)} />
    </FormCard>
  );
}

/** 'Applies when' all or any of the conditions hold, and whether the rule runs at all. */
function MatchFields({ form }: { form: AppForm<RuleFormInput, RuleFormOutput> }) {
  const { t } = useTranslation('rules');
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FormField
        control={form.control}
        name="matchMode"
        label={t('form.matchMode')}
        className="min-w-56"
        render={(field) => (
          <OptionSelect
            {...field}
            options={[
              { value: 'all' as const, label: t('form.matchAll') },
              { value: 'any' as const, label: t('form.matchAny') },
            ]}
          />
        )}
      />
      <CheckboxField
        control={form.control}
        name="enabled"
        label={t('form.enabled')}
        className="h-9"
      />
    </div>
  );
}
