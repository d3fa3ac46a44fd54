import { MonitorIcon, MoonIcon, SunIcon, type LucideIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group.tsx';
import { useThemePreference, type ThemePreference } from '@/lib/theme.ts';

const THEMES: { value: ThemePreference; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
];

/** Preferences kept in this browser; the user menu's Settings opens this page. */
export function SettingsPage() {
  const [theme, setTheme] = useThemePreference();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title="Settings" description="Preferences for this browser" />
      <Card>
        <CardHeader>
          <CardTitle id="theme-heading">Appearance</CardTitle>
          <CardDescription>Choose how Budget App looks on this device.</CardDescription>
        </CardHeader>
        <CardContent>
          <RadioGroup
            aria-labelledby="theme-heading"
            value={theme}
            onValueChange={(value) => setTheme(value as ThemePreference)}
            className="grid-cols-1 sm:grid-cols-3"
          >
            {THEMES.map(({ value, label, icon: Icon }) => (
              <Label
                key={value}
                htmlFor={`theme-${value}`}
                className="flex cursor-pointer items-center gap-3 rounded-lg border p-4 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
              >
                <RadioGroupItem id={`theme-${value}`} value={value} />
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {label}
              </Label>
            ))}
          </RadioGroup>
        </CardContent>
      </Card>
    </div>
  );
}
