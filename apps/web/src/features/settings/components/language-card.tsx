import { LANGUAGES, type Language } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { BROWSER_LOCALE } from '../locales.ts';

/** Each language by its own name, so it can be found by someone who does not read the other. */
const NAMES: Record<Language, string> = { en: 'English', pl: 'Polski' };

/** The interface's language: the browser's until one is chosen; switches without a reload. */
export function LanguageCard({
  language,
  onChange,
}: {
  language: Language | null;
  onChange: (language: Language | null) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('language.title')}</CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid max-w-sm gap-2">
        <Label htmlFor="language">{t('language.label')}</Label>
        <Select
          value={language ?? BROWSER_LOCALE}
          onValueChange={(value) => onChange(value === BROWSER_LOCALE ? null : (value as Language))}
        >
          <SelectTrigger id="language" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={BROWSER_LOCALE}>{t('language.browser')}</SelectItem>
            {LANGUAGES.map((value) => (
              <SelectItem key={value} value={value} lang={value}>
                {NAMES[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  );
}
