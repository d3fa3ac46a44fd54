import { currencies, currencyLabel } from '@budget/contract';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './field-control.ts';
import { OptionSelect } from './option-select.tsx';

const CURRENCY_OPTIONS = currencies.map((_, index) => ({
  value: index,
  label: currencyLabel(index),
}));

/** The currencies the euro replaced: their names say so, in every language. */
const WITHDRAWN = { LTL: 'currency.withdrawn.LTL', LVL: 'currency.withdrawn.LVL' } as const;

/**
 * 'CODE - Name' with the name in the interface's language: English keeps the product's names;
 * another language takes the runtime's (Intl.DisplayNames, CLDR), the English one where it has
 * none, and the texts' own for the withdrawn ones.
 */
function currencyOptions(language: string, t: TFunction<'common'>) {
  if (language === 'en') return CURRENCY_OPTIONS;
  const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
  return currencies.map(({ code }, index) => {
    const withdrawn = WITHDRAWN[code as keyof typeof WITHDRAWN];
    const name = withdrawn ? t(withdrawn) : (names.of(code) ?? currencies[index]?.name);
    return { value: index, label: `${code} - ${name}` };
  });
}

/** Currency: the 36 currencies as 'CODE - Name' (typing the code jumps to it). */
export function CurrencySelect(props: FieldControlProps<number | undefined>) {
  const { t, i18n } = useTranslation('common');
  const options = useMemo(() => currencyOptions(i18n.language, t), [i18n.language, t]);
  return (
    <OptionSelect
      {...props}
      options={options}
      placeholder={t('currency.choose')}
      contentClassName="max-h-72"
    />
  );
}
