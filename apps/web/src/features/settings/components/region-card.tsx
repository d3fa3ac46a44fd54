import { DATE_FORMATS, WeekStart, currencyCode, type Preferences } from '@budget/contract';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { writeDay } from '@/lib/format-date.ts';
import { BROWSER_LOCALE, LOCALE_OPTIONS, localeSample } from '../locales.ts';

const WEEK_STARTS = [
  { value: WeekStart.Sunday, label: 'region.sunday' },
  { value: WeekStart.Monday, label: 'region.monday' },
  { value: WeekStart.Saturday, label: 'region.saturday' },
] as const;

/** A day whose parts tell apart in every format: the 28th of November. */
const SAMPLE_DAY = '2026-11-28';

/** How dates and numbers are written, and the calendar's first day of the week. */
export function RegionCard({
  locale,
  dateFormat,
  weekStart,
  displayCurrency,
  onChange,
}: Pick<Preferences, 'locale' | 'dateFormat' | 'weekStart' | 'displayCurrency'> & {
  onChange: (change: Partial<Preferences>) => void;
}) {
  const { t } = useTranslation('settings');
  const known = locale === null || LOCALE_OPTIONS.some((option) => option.value === locale);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('region.title')}</CardTitle>
        <CardDescription>{t('region.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <DateFormatField
          dateFormat={dateFormat}
          onChange={(next) => onChange({ dateFormat: next })}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor="locale">{t('region.numberFormat')}</Label>
          <Select
            value={locale ?? BROWSER_LOCALE}
            onValueChange={(value) => onChange({ locale: value === BROWSER_LOCALE ? null : value })}
          >
            <SelectTrigger id="locale" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={BROWSER_LOCALE}>{t('region.browser')}</SelectItem>
              {LOCALE_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
              {known ? null : <SelectItem value={locale}>{locale}</SelectItem>}
            </SelectContent>
          </Select>
          <p className="text-sm text-muted-foreground" data-testid="locale-sample">
            {t('region.example', { sample: localeSample(locale, currencyCode(displayCurrency)) })}
          </p>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="week-start">{t('region.weekStart')}</Label>
          <Select
            value={String(weekStart)}
            onValueChange={(value) =>
              onChange({ weekStart: Number(value) as Preferences['weekStart'] })
            }
          >
            <SelectTrigger id="week-start" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {WEEK_STARTS.map((option) => (
                <SelectItem key={option.value} value={String(option.value)}>
                  {t(option.label)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </CardContent>
    </Card>
  );
}

/** 'Date format': each choice shown with the same day written its way. */
function DateFormatField({
  dateFormat,
  onChange,
}: {
  dateFormat: Preferences['dateFormat'];
  onChange: (dateFormat: Preferences['dateFormat']) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor="date-format">{t('region.dateFormat')}</Label>
      <Select
        value={dateFormat}
        onValueChange={(value) => onChange(value as Preferences['dateFormat'])}
      >
        <SelectTrigger id="date-format" className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DATE_FORMATS.map((format) => (
            <SelectItem key={format} value={format}>
              {format} ({writeDay(SAMPLE_DAY, format)})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p className="text-sm text-muted-foreground">{t('region.dateFormatHint')}</p>
    </div>
  );
}
