import type { Group } from '@budget/contract';
import { ArrowLeftIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card.tsx';
import * as Fields from '@/components/form-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { budgetFormSchema, type BudgetFormInput, type BudgetFormOutput } from '../schemas.ts';
import { useCalendarAlignment } from '../hooks/use-calendar-alignment.ts';
import { CalendarAlignField } from './calendar-align-field.tsx';
import { PeriodTypeSelect } from './period-type-select.tsx';

/** The meta of the budget mutations: the fields of a server's 400 that the form shows. */
export const BUDGET_FORM_ERRORS = formErrors<BudgetFormInput>({
  fields: [
    'name',
    'description',
    'groupId',
    'categoryIds',
    'startDate',
    'endDate',
    'periodType',
    'amount',
    'currency',
  ],
});

export interface BudgetFormProps {
  /** 'Add Budget' or 'Update Budget': the view's heading and the form's name. */
  title: string;
  description: string;
  submitLabel: string;
  /** The submit button's text while the call runs. */
  pendingLabel: string;
  /** The groups offered (those where the user may write); null: no Group field (edit). */
  groups: Group[] | null;
  defaultValues: BudgetFormInput;
  /** Names of categories already chosen, shown until the group's list arrives. */
  knownCategoryLabels?: Readonly<Record<string, string>>;
  /** Sends the values through a mutation with BUDGET_FORM_ERRORS as its meta. */
  onSubmit: (values: BudgetFormOutput) => Promise<void>;
  onBack: () => void;
  /** Offers 'Align with the calendar', ticked (the add form). */
  alignable?: boolean;
}

/**
 * The add and edit views, with the product's labels in its order:
 * Name, Description (optional), Group (add only), Categories (optional), Start date, End date,
 * Period Type, 'Align with the calendar' (add only), Value, Currency.
 */
export function BudgetForm(props: BudgetFormProps) {
  const { t } = useTranslation('budgets');
  const { groups } = props;
  const form = useAppForm({ schema: budgetFormSchema, defaultValues: props.defaultValues });
  const { control, setValue } = form;
  const [groupId, categoryIds] = useWatch({ control, name: ['groupId', 'categoryIds'] });
  const alignment = useCalendarAlignment(form, props.alignable === true);

  return (
    <FormCard
      form={form}
      onSubmit={props.onSubmit}
      title={props.title}
      description={props.description}
      headerStart={
        <Button type="button" variant="outline" size="sm" onClick={props.onBack}>
          <ArrowLeftIcon />
          {t('form.back')}
        </Button>
      }
      className="w-full max-w-3xl"
      contentClassName="items-start sm:grid-cols-2"
      submitLabel={props.submitLabel}
      pendingLabel={props.pendingLabel}
    >
      <Fields.NameField
        control={control}
        placeholder={t('form.namePlaceholder')}
        className="sm:col-span-2"
      />
      <Fields.DescriptionField control={control} rows={2} className="sm:col-span-2" />
      {groups ? (
        <Fields.GroupField
          control={control}
          groups={groups}
          placeholder={t('form.groupPlaceholder')}
          // Another group's categories, none of them chosen yet.
          onChanged={() => setValue('categoryIds', [])}
        />
      ) : null}
      <Fields.CategoriesField
        control={control}
        groupId={groupId}
        knownLabels={props.knownCategoryLabels}
        whenNone={categoryIds.length === 0 ? t('form.noCategories') : undefined}
      />
      <Fields.DateField control={control} name="startDate" label={t('form.startDate')} />
      <Fields.DateField
        control={control}
        name="endDate"
        label={t('form.endDate')}
        description={t('form.endDateHint')}
      />
      <FormField
        control={control}
        name="periodType"
        label={t('form.periodType')}
        render={(field) => (
          <PeriodTypeSelect
            {...field}
            onChange={(value) => {
              field.onChange(value);
              alignment.periodTypeChanged(value);
            }}
          />
        )}
      />
      {props.alignable ? <CalendarAlignField alignment={alignment} /> : null}
      <Fields.MoneyFields control={control} />
    </FormCard>
  );
}
