import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & {
  indicatorClassName?: string;
};

/** A bar for a known value, or a sweeping bar when value is null (work in progress). */
export function Progress({ className, indicatorClassName, value, ...props }: ProgressProps) {
  const indeterminate = value === null || value === undefined;
  return (
    <ProgressPrimitive.Root
      value={value}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full bg-primary transition-[width] duration-300',
          indeterminate && 'w-2/5 animate-indeterminate',
          indicatorClassName,
        )}
        style={indeterminate ? undefined : { width: `${Math.min(100, Math.max(0, value))}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
