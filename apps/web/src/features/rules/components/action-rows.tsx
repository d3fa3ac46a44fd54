import { RULE_ACTIONS_MAX, type Group, type RuleAction } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useWatch } from 'react-hook-form';
import { CategoriesSelect } from '@/components/categories-select.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { PayerSelect } from '@/components/payer-select.tsx';
import { TagsSelect } from '@/components/tags-select.tsx';
import { CheckboxField, FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { AppForm } from '@/hooks/use-app-form.ts';
import { ACTION_TYPES, emptyAction, type RuleFormInput, type RuleFormOutput } from '../schemas.ts';
import { RowsFieldset, RuleRow } from './rows-fieldset.tsx';

type RuleAppForm = AppForm<RuleFormInput, RuleFormOutput>;

/** 'Actions': a row each (what it sets, and to what), each kind at most once. */
export function ActionRows({ form, groups }: { form: RuleAppForm; groups: readonly Group[] }) {
  const { t } = useTranslation('rules');
  const rows = useFieldArray({ control: form.control, name: 'actions' });
  const chosen = useWatch({ control: form.control, name: 'actions' });
  const unused = ACTION_TYPES.filter((type) => !chosen.some((action) => action.type === type));
  return (
    <RowsFieldset
      legend={t('form.actions')}
      addLabel={t('form.addAction')}
      canAdd={unused.length > 0 && rows.fields.length < RULE_ACTIONS_MAX}
      onAdd={() => unused[0] && rows.append(emptyAction(unused[0]))}
    >
      {rows.fields.map((row, index) => (
        <ActionRow
          key={row.id}
          form={form}
          index={index}
          groups={groups}
          onType={(type) => form.setValue(`actions.${index}`, emptyAction(type))}
          onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined}
        />
      ))}
    </RowsFieldset>
  );
}

function ActionRow({
  form,
  index,
  groups,
  onType,
  onRemove,
}: {
  form: RuleAppForm;
  index: number;
  groups: readonly Group[];
  onType: (type: RuleAction['type']) => void;
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation('rules');
  const { control } = form;
  const type = useWatch({ control, name: `actions.${index}.type` });
  const number = index + 1;
  return (
    <RuleRow
      legend={t('form.action', { number })}
      columns="sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]"
      removeLabel={t('form.removeAction', { number })}
      onRemove={onRemove}
    >
      <FormField
        control={control}
        name={`actions.${index}.type`}
        label={t('form.actionType')}
        render={(field) => (
          <OptionSelect
            {...field}
            onChange={onType}
            options={ACTION_TYPES.map((value) => ({ value, label: t(`action.${value}`) }))}
          />
        )}
      />
      <ActionValue form={form} index={index} type={type} groups={groups} />
    </RuleRow>
  );
}

/** What an action sets: categories, tags, payer and split, a name or a description. */
function ActionValue({
  form: { control },
  index,
  type,
  groups,
}: {
  form: RuleAppForm;
  index: number;
  type: RuleAction['type'];
  groups: readonly Group[];
}) {
  const { t } = useTranslation('rules');
  const groupId = useWatch({ control, name: 'groupId' });
  const members = groups.find((group) => group.id === groupId)?.groupMembers ?? [];
  return (
    <>
      {type === 'setCategories' ? (
        <FormField
          control={control}
          name={`actions.${index}.categoryIds`}
          label={t('form.categories')}
          render={(field) => <CategoriesSelect {...field} groupId={groupId} />}
        />
      ) : null}
      {type === 'addTags' ? (
        <FormField
          control={control}
          name={`actions.${index}.tagIds`}
          label={t('form.tags')}
          render={(field) => <TagsSelect {...field} groupId={groupId} />}
        />
      ) : null}
      {type === 'setSharing' ? (
        <div className="grid gap-3">
          <FormField
            control={control}
            name={`actions.${index}.paidBy`}
            label={t('form.paidBy')}
            render={(field) => <PayerSelect {...field} members={members} />}
          />
          <CheckboxField
            control={control}
            name={`actions.${index}.splitEqually`}
            label={t('form.splitEqually')}
          />
        </div>
      ) : null}
      {type === 'rename' ? (
        <FormField control={control} name={`actions.${index}.name`} label={t('form.newName')}>
          <Input autoComplete="off" />
        </FormField>
      ) : null}
      {type === 'setDescription' ? (
        <FormField
          control={control}
          name={`actions.${index}.description`}
          label={t('form.newDescription')}
        >
          <Input autoComplete="off" />
        </FormField>
      ) : null}
    </>
  );
}
