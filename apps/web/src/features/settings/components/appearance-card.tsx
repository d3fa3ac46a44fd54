import { THEMES, type Theme } from '@budget/contract';
import { MonitorIcon, MoonIcon, SunIcon, type LucideIcon } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';

const LOOKS: Record<
  Theme,
  { label: 'theme.light' | 'theme.dark' | 'theme.system'; icon: LucideIcon }
> = {
  light: { label: 'theme.light', icon: SunIcon },
  dark: { label: 'theme.dark', icon: MoonIcon },
  system: { label: 'theme.system', icon: MonitorIcon },
};

/** Light, dark, or the operating system's choice; repaints at once. */
export function AppearanceCard({
  theme,
  onChange,
}: {
  theme: Theme;
  onChange: (theme: Theme) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle id="theme-heading">{t('theme.title')}</CardTitle>
        <CardDescription>{t('theme.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          aria-labelledby="theme-heading"
          value={theme}
          onValueChange={(value) => onChange(value as Theme)}
          className="grid-cols-1 sm:grid-cols-3"
        >
          {THEMES.map((value) => {
            const { label, icon: Icon } = LOOKS[value];
            return (
              <Label
                key={value}
                htmlFor={`theme-${value}`}
                className="flex cursor-pointer items-center gap-3 rounded-lg border p-4 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
              >
                <RadioGroupItem id={`theme-${value}`} value={value} />
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {t(label)}
              </Label>
            );
          })}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
