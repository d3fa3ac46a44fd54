import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { createContext, use, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

interface Drawn {
  /** The one option drawn until the select is first used (its value); null once all are. */
  only: string | null;
  /** Draws every option: the select is about to be used. */
  drawAll: () => void;
}

const Drawn = createContext<Drawn>({ only: null, drawAll: () => {} });

/**
 * A listbox select (Radix): opens with Enter, Space or the arrow keys, typeahead picks an
 * option, Escape closes, and the trigger is announced as a combobox with its label.
 *
 * A closed Radix Select draws every option (hidden), for its trigger's text and for typeahead,
 * and each option's mount draws its select again, synchronously: with a screen of selects that
 * was most of its first render (about a hundred such renders on /transactions). So a select
 * draws only the chosen option, which gives the trigger its text, until it is about to be used:
 * focused (typeahead then finds every option), pointed at, pressed or opened.
 */
export function Select({ onOpenChange, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const [all, setAll] = useState(false);
  const drawAll = () => setAll(true);
  return (
    <Drawn value={{ only: all ? null : (props.value ?? props.defaultValue ?? ''), drawAll }}>
      <SelectPrimitive.Root
        {...props}
        onOpenChange={(open) => {
          if (open) drawAll();
          onOpenChange?.(open);
        }}
      />
    </Drawn>
  );
}

/** Shows the chosen option's text (icons included; the trigger lays them out in a row). */
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  onFocus,
  onPointerEnter,
  onPointerDown,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const { drawAll } = use(Drawn);
  return (
    <SelectPrimitive.Trigger
      onFocus={(event) => {
        drawAll();
        onFocus?.(event);
      }}
      onPointerEnter={(event) => {
        drawAll();
        onPointerEnter?.(event);
      }}
      onPointerDown={(event) => {
        drawAll();
        onPointerDown?.(event);
      }}
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
  const { only } = use(Drawn);
  if (only !== null && props.value !== only) return null;
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
