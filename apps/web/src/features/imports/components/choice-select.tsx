import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/field-control.ts';
import { OptionSelect, type SelectOption } from '@/components/option-select.tsx';
import { Label } from '@/components/ui/label.tsx';

export type Choice<T> = SelectOption<T>;

/**
 * A select of `choices` (any values, '' and null included). As a form's control it takes the
 * field's props (FormField gives id and aria).
 */
export function ChoiceControl<T>({
  choices,
  ...props
}: FieldControlProps<T> & { choices: readonly Choice<T>[] }) {
  const { t } = useTranslation('imports');
  return (
    <OptionSelect
      {...props}
      options={choices}
      placeholder={t('choose')}
      className="w-full min-w-0"
      contentClassName="max-h-72"
    />
  );
}

/** A ChoiceControl with its label. */
export function ChoiceSelect<T>({
  id,
  label,
  labelClassName,
  ...control
}: {
  id: string;
  label: string;
  /** e.g. 'sr-only' where a table's column title already says it. */
  labelClassName?: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <ChoiceControl id={id} {...control} />
    </div>
  );
}
