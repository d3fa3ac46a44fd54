import { currencies, currencyLabel } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './field-control.ts';
import { OptionSelect } from './option-select.tsx';

const CURRENCY_OPTIONS = currencies.map((_, index) => ({
  value: index,
  label: currencyLabel(index),
}));

/** Currency: the 36 currencies as 'CODE - Name' (typing the code jumps to it). */
export function CurrencySelect(props: FieldControlProps<number | undefined>) {
  const { t } = useTranslation('common');
  return (
    <OptionSelect
      {...props}
      options={CURRENCY_OPTIONS}
      placeholder={t('currency.choose')}
      contentClassName="max-h-72"
    />
  );
}
