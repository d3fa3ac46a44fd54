import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { Label } from '@/components/ui/label.tsx';

/** 'Display currency': what the balances are converted into on this screen. */
export function CurrencySwitcher({
  value,
  onChange,
}: {
  value: number;
  onChange: (currency: number) => void;
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  return (
    <div className="grid w-60 gap-2">
      <Label htmlFor={id}>{t('currency.label')}</Label>
      <CurrencySelect
        id={id}
        value={value}
        onChange={(next) => {
          if (next !== undefined) onChange(next);
        }}
      />
    </div>
  );
}
