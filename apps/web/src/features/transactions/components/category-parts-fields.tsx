import { useId } from 'react';
import {
  useController,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormClearErrors,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { translateMessage } from '@/lib/i18n/i18n.ts';
import { formatMoney, fromMinorUnits } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import { liveParts, type PartTexts } from '../category-parts.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';

export interface CategoryPartsFieldsProps {
  control: Control<TransactionFormInput, unknown, TransactionFormOutput>;
  clearErrors: UseFormClearErrors<TransactionFormInput>;
  errors: FieldErrors<TransactionFormInput>;
  groupId: string;
  knownLabels?: Readonly<Record<string, string>>;
}

/**
 * 'Split across categories' once two or more categories are chosen: a part per category and
 * what the parts leave of the value, live; the form refuses to send parts that do not add up
 * (docs/decisions.md, 'Category parts').
 */
export function CategoryPartsFields(props: CategoryPartsFieldsProps) {
  const { control, clearErrors } = props;
  const { t } = useTranslation('transactions');
  const id = useId();
  const [categoryIds, amount, currency] = useWatch({
    control,
    name: ['categoryIds', 'amount', 'currency'],
  });
  const divided = useController({ control, name: 'divided' }).field;
  const texts = useController({ control, name: 'partTexts' }).field;
  const categories = useCategoriesQuery([props.groupId], { enabled: props.groupId !== '' }).data;
  if (categoryIds.length < 2) return null;
  const nameOf = (categoryId: string) =>
    categories?.find((category) => category.id === categoryId)?.name ??
    props.knownLabels?.[categoryId] ??
    '';
  const live = liveParts(amount, categoryIds, texts.value);
  const left = live.leftMinor;
  const money = (minor: number) => formatMoney(fromMinorUnits(Math.abs(minor)), currency);
  // Set whole by the form's submit (a record's errors would be per key).
  const message = (props.errors.partTexts as { message?: string } | undefined)?.message;
  const messageId = `${id}-message`;
  return (
    <fieldset className="grid min-w-0 gap-2 sm:col-span-2" aria-describedby={messageId}>
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={divided.value}
          onCheckedChange={(checked) => {
            clearErrors('partTexts');
            divided.onChange(checked === true);
          }}
        />
        <Label htmlFor={id}>{t('form.splitAcrossCategories')}</Label>
      </div>
      {divided.value ? (
        <>
          <PartRows
            id={id}
            categoryIds={categoryIds}
            nameOf={nameOf}
            texts={texts.value}
            onChange={(next) => {
              clearErrors('partTexts');
              texts.onChange(next);
            }}
          />
          <p
            id={messageId}
            aria-live="polite"
            className={cn('text-sm', left !== 0 && left !== null && 'text-destructive')}
          >
            {left === null
              ? t('form.partsNeedValue')
              : left >= 0
                ? t('form.partsLeft', { amount: money(left) })
                : t('form.partsOver', { amount: money(left) })}
          </p>
          {message ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {translateMessage(message)}
            </p>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}

/** A box per chosen category, labelled by its name, for its part. */
function PartRows(props: {
  id: string;
  categoryIds: string[];
  nameOf: (categoryId: string) => string;
  texts: PartTexts;
  onChange: (texts: PartTexts) => void;
}) {
  return (
    <ul className="grid gap-2">
      {props.categoryIds.map((categoryId) => (
        <li
          key={categoryId}
          className="flex items-center gap-3 rounded-md border px-3 py-1.5 sm:py-2"
        >
          <Label
            htmlFor={`${props.id}-${categoryId}`}
            className="min-w-0 flex-1 font-normal [overflow-wrap:anywhere]"
          >
            {props.nameOf(categoryId)}
          </Label>
          <Input
            id={`${props.id}-${categoryId}`}
            inputMode="decimal"
            autoComplete="off"
            className="h-9 w-28 sm:h-10"
            value={props.texts[categoryId] ?? ''}
            onChange={(event) =>
              props.onChange({ ...props.texts, [categoryId]: event.target.value })
            }
          />
        </li>
      ))}
    </ul>
  );
}
