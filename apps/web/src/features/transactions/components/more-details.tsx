import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/components/ui/collapsible.tsx';
import { cn } from '@/lib/utils.ts';
import type { TransactionFormInput } from '../schemas.ts';

/**
 * 'More details' of the quick-add form: the fields most entries leave alone, behind a disclosure
 * (docs/decisions.md, 'Quick add'). A field in it that stops the submit opens it and, unless a
 * field in view has taken the focus, takes the focus, so the form still says why it did not go.
 */
export function MoreDetails({
  names,
  defaultOpen,
  children,
}: {
  /** The form's values whose fields are inside. */
  names: readonly (keyof TransactionFormInput)[];
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('transactions');
  const [open, setOpen] = useState(defaultOpen);
  const { control, setFocus } = useFormContext<TransactionFormInput>();
  const { errors, submitCount } = useFormState({ control });
  const failing = names.find((name) => errors[name] !== undefined);
  // Opened by an error, it stays open while the user fixes it.
  if (failing !== undefined && !open) setOpen(true);
  const shown = open || failing !== undefined;
  const hintId = useId();

  // Once per submit that failed here (its field was not on the page for the submit to focus),
  // never while the user goes on typing.
  const focusedAt = useRef(submitCount);
  useEffect(() => {
    if (focusedAt.current === submitCount) return;
    focusedAt.current = submitCount;
    if (failing === undefined) return;
    if (document.activeElement?.getAttribute('aria-invalid') !== 'true') setFocus(failing);
  }, [failing, submitCount, setFocus]);

  return (
    <Collapsible open={shown} onOpenChange={setOpen} className="grid gap-3 sm:gap-5">
      <div className="flex min-w-0 items-center gap-2">
        <CollapsibleTrigger asChild>
          <Button type="button" variant="outline" size="sm" aria-describedby={hintId}>
            {t('quickAdd.moreDetails')}
            <ChevronDownIcon
              aria-hidden="true"
              className={cn('transition-transform', shown && 'rotate-180')}
            />
          </Button>
        </CollapsibleTrigger>
        {/* Two lines where one is too short, still no taller than the button beside it. */}
        <span id={hintId} className="min-w-0 text-xs text-muted-foreground">
          {t('quickAdd.moreDetailsHint')}
        </span>
      </div>
      {/* Open, nothing is clipped: the categories' list drops below its box. */}
      <CollapsibleContent className="data-[state=open]:animate-none data-[state=open]:overflow-visible">
        <div className="grid gap-3 sm:gap-5">{children}</div>
      </CollapsibleContent>
    </Collapsible>
  );
}
