import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AppForm } from '@/hooks/use-app-form.ts';
import { cn } from '@/lib/utils.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './ui/card.tsx';
import { CancelButton, Form, SubmitButton } from './ui/form.tsx';

/**
 * A form on a card: its title names the form, the description says what it does, the fields
 * come in the card's body (`contentClassName` lays them out) and the buttons in its footer:
 * Cancel (with `onCancel`) and the submit button, or a `footer` of its own.
 */
export function FormCard<Input extends FieldValues, Output>({
  form,
  onSubmit,
  title,
  label = title,
  description,
  headerStart,
  className = 'w-full max-w-2xl',
  contentClassName,
  submitLabel,
  pendingLabel,
  onCancel,
  footer,
  children,
}: {
  form: AppForm<Input, Output>;
  onSubmit: (values: Output) => unknown;
  title: string;
  /** The form's accessible name, when it differs from the title. */
  label?: string;
  description: ReactNode;
  /** Above the title, e.g. a Back button. */
  headerStart?: ReactNode;
  className?: string;
  contentClassName?: string;
  submitLabel?: string;
  /** The submit button's text while the form sends, e.g. 'Adding...'. */
  pendingLabel?: string;
  onCancel?: () => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label={label}
        className="contents"
        summaryClassName="px-6"
      >
        <CardHeader className={headerStart ? 'gap-3' : undefined}>
          {headerStart ? <div>{headerStart}</div> : null}
          <CardTitle>{title}</CardTitle>
          <CardDescription className="wrap-anywhere">{description}</CardDescription>
        </CardHeader>
        <CardContent className={cn('grid gap-5', contentClassName)}>{children}</CardContent>
        <CardFooter className="justify-end">
          {footer ?? (
            <>
              {onCancel ? <CancelButton onClick={onCancel} /> : null}
              <SubmitButton pending={pendingLabel}>{submitLabel}</SubmitButton>
            </>
          )}
        </CardFooter>
      </Form>
    </Card>
  );
}
