import { useTranslation } from 'react-i18next';
import { passwordStrength, type StrengthLabel } from '@/lib/password-strength.ts';
import { cn } from '@/lib/utils.ts';
import { Progress } from './ui/progress.tsx';

const LOOKS = {
  Weak: { bar: 'bg-red-500', text: 'text-red-600 dark:text-red-400', word: 'password.weak' },
  Fair: { bar: 'bg-amber-500', text: 'text-amber-700 dark:text-amber-400', word: 'password.fair' },
  Good: { bar: 'bg-sky-500', text: 'text-sky-700 dark:text-sky-400', word: 'password.good' },
  Strong: {
    bar: 'bg-emerald-500',
    text: 'text-emerald-700 dark:text-emerald-400',
    word: 'password.strong',
  },
} as const satisfies Record<StrengthLabel, { bar: string; text: string; word: string }>;

/**
 * The strength of the password being typed (docs/product.md, 'Screens'); nothing while it is empty.
 */
export function PasswordStrengthMeter({
  password,
  className,
}: {
  password: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const strength = passwordStrength(password);
  if (!strength) return null;
  const look = LOOKS[strength.label];
  const word = t(look.word);
  return (
    <div className={cn('grid gap-1.5', className)} data-testid="password-strength">
      <Progress
        value={strength.percent}
        aria-label={t('password.strength')}
        aria-valuetext={word}
        indicatorClassName={look.bar}
        className="h-1.5"
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('password.strengthIs')} <span className={cn('font-medium', look.text)}>{word}</span>
      </p>
    </div>
  );
}
