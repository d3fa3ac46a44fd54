import { passwordStrength, type StrengthLabel } from '@/lib/password-strength.ts';
import { cn } from '@/lib/utils.ts';
import { Progress } from './ui/progress.tsx';

const COLORS: Record<StrengthLabel, { bar: string; text: string }> = {
  Weak: { bar: 'bg-red-500', text: 'text-red-600 dark:text-red-400' },
  Fair: { bar: 'bg-amber-500', text: 'text-amber-700 dark:text-amber-400' },
  Good: { bar: 'bg-sky-500', text: 'text-sky-700 dark:text-sky-400' },
  Strong: { bar: 'bg-emerald-500', text: 'text-emerald-700 dark:text-emerald-400' },
};

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
  const strength = passwordStrength(password);
  if (!strength) return null;
  const colors = COLORS[strength.label];
  return (
    <div className={cn('grid gap-1.5', className)} data-testid="password-strength">
      <Progress
        value={strength.percent}
        aria-label="Password strength"
        aria-valuetext={strength.label}
        indicatorClassName={colors.bar}
        className="h-1.5"
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Password strength: <span className={cn('font-medium', colors.text)}>{strength.label}</span>
      </p>
    </div>
  );
}
