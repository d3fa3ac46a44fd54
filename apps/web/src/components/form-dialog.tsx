import type { ReactElement, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { cn } from '@/lib/utils.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog.tsx';
import type { FramedFormProps } from './form-card.tsx';
import { CancelButton, Form, SubmitButton } from './ui/form.tsx';

/**
 * A dialog that holds a form, opened by its `trigger` or by its owner: it cannot be closed while
 * `busy` (a save in flight), and scrolls inside itself when a phone's screen is too short.
 */
export function FormDialog({
  trigger,
  open,
  onOpenChange,
  busy = false,
  className,
  children,
}: {
  trigger?: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={cn('max-h-[calc(100dvh-2rem)] overflow-y-auto', className)}>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The header of a dialog: its title names it, the description says what it does. */
export function FormDialogHeader({
  title,
  description,
}: {
  title: string;
  description: ReactNode;
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription className="wrap-anywhere">{description}</DialogDescription>
    </DialogHeader>
  );
}

/**
 * The form of a `FormDialog`, as `FormCard` is the form of a card: title and description above
 * the fields, Cancel and the submit button below them, or a `footer` of its own.
 */
export function DialogForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  title,
  label = title,
  description,
  submitLabel,
  pendingLabel,
  onCancel,
  footer,
  children,
}: FramedFormProps<Input, Output> & { onCancel: () => void }) {
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={label} className="grid gap-4">
      <FormDialogHeader title={title} description={description} />
      {children}
      <DialogFooter>
        {footer ?? (
          <>
            <CancelButton onClick={onCancel} />
            <SubmitButton pending={pendingLabel}>{submitLabel}</SubmitButton>
          </>
        )}
      </DialogFooter>
    </Form>
  );
}
