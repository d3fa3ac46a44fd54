import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ShareIncomesField } from '@/components/form-fields.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { Label } from '@/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import type { CreateGroupFormInput, CreateGroupFormOutput } from '../schemas.ts';

/** The answers to 'How are costs shared?', as the create form offers them. */
export const COST_SHARING = [
  { value: 'payers', label: 'costs.payers', hint: 'costs.payersHint' },
  { value: 'everyone', label: 'costs.everyone', hint: 'costs.everyoneHint' },
  { value: 'split', label: 'costs.split', hint: 'costs.splitHint' },
] as const;

/** How a new group shares costs, and whether incomes are shared too (docs/decisions.md, 'Splits'). */
export function CostSharingFields({
  control,
}: {
  control: Control<CreateGroupFormInput, unknown, CreateGroupFormOutput>;
}) {
  const { t } = useTranslation('groups');
  return (
    <>
      <FormField
        control={control}
        name="costs"
        label={t('costs.label')}
        render={({ value, onChange, fieldRef, name }) => (
          <RadioGroup ref={fieldRef} name={name} value={value} onValueChange={onChange}>
            {COST_SHARING.map((choice) => (
              <Label
                key={choice.value}
                htmlFor={`costs-${choice.value}`}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
              >
                <RadioGroupItem
                  id={`costs-${choice.value}`}
                  value={choice.value}
                  className="mt-0.5"
                />
                <span className="grid gap-1">
                  <span className="font-medium">{t(choice.label)}</span>
                  <span className="text-xs text-muted-foreground">{t(choice.hint)}</span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      <ShareIncomesField control={control} />
    </>
  );
}
