import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The amount done, 0 to max; null or undefined: work in progress of unknown length. */
  value?: number | null;
  max?: number;
  indicatorClassName?: string;
};

/**
 * A bar for a known value, or a sweeping bar when value is null (work in progress). The
 * progressbar role and its values are written here rather than by a component library: a
 * screen may draw a hundred of them (the budgets), and a plain element costs a fraction to draw
 * (docs/performance.md, 'First screens').
 */
export function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  ...props
}: ProgressProps) {
  // A maximum that is not positive counts as 100, as Radix's bar had it.
  const limit = max > 0 ? max : 100;
  const shown = value === null || value === undefined ? null : Math.min(limit, Math.max(0, value));
  const percent = shown === null ? null : (shown / limit) * 100;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={limit}
      aria-valuenow={shown ?? undefined}
      aria-valuetext={percent === null ? undefined : `${Math.round(percent)}%`}
      data-state={shown === null ? 'indeterminate' : shown === limit ? 'complete' : 'loading'}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn(
          'h-full bg-primary transition-[width] duration-300',
          percent === null && 'w-2/5 animate-indeterminate',
          indicatorClassName,
        )}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
