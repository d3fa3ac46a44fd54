import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/** A round badge with a letter; there are no profile pictures. */
export function LetterAvatar({
  letter,
  className,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Root> & { letter: string }) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative flex size-9 shrink-0 overflow-hidden rounded-full select-none',
        className,
      )}
      {...props}
    >
      <AvatarPrimitive.Fallback
        aria-hidden="true"
        className="flex size-full items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {letter}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
