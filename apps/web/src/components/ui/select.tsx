import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { createContext, use, useDeferredValue, type ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/** While a select is first drawn, the one option it draws (its value); null once it draws all. */
const FirstDrawn = createContext<string | null>(null);

/**
 * A listbox select (Radix): opens with Enter, Space or the arrow keys, typeahead picks an
 * option, Escape closes, and the trigger is announced as a combobox with its label.
 *
 * A closed Radix Select draws every option (hidden), for its trigger's text and for typeahead,
 * and draws them twice when it mounts, the second time synchronously as Radix sets its state up
 * in layout effects: with a screen of selects that was the longest part of its first render. The
 * chosen option comes with the select, the others in a deferred render React interrupts for the
 * browser, a moment later.
 */
export function Select(props: ComponentProps<typeof SelectPrimitive.Root>) {
  const everyOption = useDeferredValue(true, false);
  return (
    <FirstDrawn value={everyOption ? null : (props.value ?? props.defaultValue ?? '')}>
      <SelectPrimitive.Root {...props} />
    </FirstDrawn>
  );
}

/** Shows the chosen option's text (icons included; the trigger lays them out in a row). */
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm whitespace-nowrap shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*="size-"])]:size-4 [&>span]:flex [&>span]:min-w-0 [&>span]:items-center [&>span]:gap-2',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 opacity-60" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={4}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto rounded-lg border bg-popover text-popover-foreground shadow-md data-[state=open]:animate-fade-in',
          position === 'popper' && 'w-full min-w-(--radix-select-trigger-width)',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  const firstDrawn = use(FirstDrawn);
  if (firstDrawn !== null && props.value !== firstDrawn) return null;
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex w-full cursor-default items-center gap-2 rounded-md py-2 pr-8 pl-2 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&>span]:flex [&>span]:items-center [&>span]:gap-2",
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}
