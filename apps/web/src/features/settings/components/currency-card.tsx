import { CurrencySelect } from '@/components/currency-select.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label.tsx';

/** The currency totals are converted into: the dashboard's 'Total Budgets', accounts, reports. */
export function CurrencyCard({
  currency,
  onChange,
}: {
  currency: number;
  onChange: (currency: number) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('currency.title')}</CardTitle>
        <CardDescription>{t('currency.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-sm gap-2">
        <Label htmlFor="display-currency">{t('currency.label')}</Label>
        <CurrencySelect
          id="display-currency"
          value={currency}
          onChange={(value) => {
            if (value !== undefined) onChange(value);
          }}
        />
      </CardContent>
    </Card>
  );
}
