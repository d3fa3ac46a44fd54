import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n/i18n.ts';
import { cn } from '@/lib/utils.ts';
import { Label } from './label.tsx';

export interface FormItemProps {
  label: ReactNode;
  /** The validation message; when set the control is marked invalid and described by it. */
  error?: string | undefined;
  description?: ReactNode;
  /** Content at the label's right end, e.g. a 'Forgot password' link. */
  labelAside?: ReactNode;
  className?: string;
  /** Exactly one control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/**
 * A label bound to its control, an optional hint and the field's error message; form.tsx's
 * FormField draws a form's fields with it, and a control outside a form's values uses it as is.
 */
export function FormItem({
  label,
  error,
  description,
  labelAside,
  className,
  children,
}: FormItemProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    // content-start: beside a taller field (one showing an error) the rows keep their height
    // instead of spreading out, so labels and inputs of a row stay level.
    // min-w-0: a long choice in a select is cut short rather than widening the form's grid.
    <div className={cn('grid min-w-0 content-start gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Slot.Root
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {children}
      </Slot.Root>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? <ErrorMessage id={errorId} text={error} /> : null}
    </div>
  );
}

/**
 * One message as a line; several (one per line, e.g. the server's password rules) as a list;
 * each in the interface's language (a contract's or server's message is written in English).
 */
function ErrorMessage({ id, text }: { id: string; text: string }) {
  // Drawn again when the language changes.
  useTranslation();
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(translateMessage);
  const className = 'text-sm font-medium text-destructive';
  if (lines.length < 2) {
    return (
      <p id={id} className={className}>
        {lines[0] ?? translateMessage(text)}
      </p>
    );
  }
  return (
    <ul id={id} className={cn(className, 'grid list-disc gap-0.5 pl-5')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
