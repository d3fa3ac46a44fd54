import { currencies, currencyLabel } from '@budget/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './field-control.ts';
import { OptionSelect } from './option-select.tsx';

const CURRENCY_OPTIONS = currencies.map((_, index) => ({
  value: index,
  label: currencyLabel(index),
}));

/**
 * 'CODE - Name' with the name in the interface's language: English keeps the product's names;
 * another language takes the runtime's (Intl.DisplayNames, CLDR), the English one where it has
 * none.
 */
function currencyOptions(language: string) {
  if (language === 'en') return CURRENCY_OPTIONS;
  const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
  return currencies.map(({ code }, index) => ({
    value: index,
    label: `${code} - ${names.of(code) ?? currencies[index]?.name}`,
  }));
}

/** Currency: the 36 currencies as 'CODE - Name' (typing the code jumps to it). */
export function CurrencySelect(props: FieldControlProps<number | undefined>) {
  const { t, i18n } = useTranslation('common');
  const options = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  return (
    <OptionSelect
      {...props}
      options={options}
      placeholder={t('currency.choose')}
      contentClassName="max-h-72"
    />
  );
}
