import type { Control } from 'react-hook-form';
import { ShareIncomesField } from '@/components/form-fields.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { Label } from '@/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import type { CreateGroupFormInput, CreateGroupFormOutput } from '../schemas.ts';

/** The answers to 'How are costs shared?', as the create form offers them. */
export const COST_SHARING = [
  {
    value: 'payers',
    label: 'Equally among the members who pay',
    hint: 'Owners and Members. A Viewer sees the money but owes nothing and is owed nothing.',
  },
  {
    value: 'everyone',
    label: 'Equally among everyone, Viewers too',
    hint: 'Every member of the group, whatever their role, has an equal share.',
  },
  {
    value: 'split',
    label: 'By shares or in proportion to incomes',
    hint: 'Set each member’s shares or income in the sharing settings on Balances once they have joined; until then costs are shared equally among the members who pay.',
  },
] as const;

/** How a new group shares costs, and whether incomes are shared too (docs/decisions.md, 'Splits'). */
export function CostSharingFields({
  control,
}: {
  control: Control<CreateGroupFormInput, unknown, CreateGroupFormOutput>;
}) {
  return (
    <>
      <FormField
        control={control}
        name="costs"
        label="How are costs shared?"
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
                  <span className="font-medium">{choice.label}</span>
                  <span className="text-xs text-muted-foreground">{choice.hint}</span>
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
