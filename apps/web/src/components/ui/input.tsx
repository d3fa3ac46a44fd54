import { useCallback, useLayoutEffect, useRef, type ComponentProps, type Ref } from 'react';
import { cn } from '@/lib/utils.ts';

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function Input({
  className,
  type = 'text',
  autoFocus,
  ref,
  ...props
}: ComponentProps<'input'>) {
  const own = useRef<HTMLInputElement | null>(null);
  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  // An input drawn into a page that is already open takes the focus only when told to: the
  // attribute alone counts at page load (the renderer, src/lib/react-on-preact.ts, leaves it).
  useLayoutEffect(() => {
    if (autoFocus) own.current?.focus();
    // Once, when it appears, as the attribute does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <input
      ref={attach}
      type={type}
      autoFocus={autoFocus}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted read-only:text-muted-foreground md:text-sm',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}
