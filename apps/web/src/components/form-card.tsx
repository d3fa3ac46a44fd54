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

/** What a form framed by a card (`FormCard`) or a dialog (`DialogForm`) is given. */
export interface FramedFormProps<Input extends FieldValues, Output> {
  form: AppForm<Input, Output>;
  onSubmit: (values: Output) => unknown;
  title: string;
  /** The form's accessible name, when it differs from the title. */
  label?: string;
  description: ReactNode;
  submitLabel?: string;
  /** The submit button's text while the form sends, e.g. 'Adding...'. */
  pendingLabel?: string;
  /** Buttons of its own in place of Cancel and the submit button. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A form on a card: its title names the form, the description says what it does, the fields
 * come in the card's body (`contentClassName` lays them out) and the buttons in its footer:
 * Cancel (with `onCancel`) and the submit button, or a `footer` of its own, after a
 * `footerStart`.
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
  footerStart,
  compact = false,
  children,
}: FramedFormProps<Input, Output> & {
  /** Above the title, e.g. a Back button. */
  headerStart?: ReactNode;
  className?: string;
  contentClassName?: string;
  onCancel?: () => void;
  /** Before the buttons, at the footer's start, e.g. a further action on what the form edits. */
  footerStart?: ReactNode;
  /** Tighter spacing on phones, where a form should fit the screen (the quick-add form). */
  compact?: boolean;
}) {
  const inset = compact ? 'px-4 sm:px-6' : undefined;
  return (
    <Card className={cn(compact && 'gap-4 py-4 sm:gap-6 sm:py-6', className)}>
      <Form
        form={form}
        onSubmit={onSubmit}
        aria-label={label}
        className="contents"
        summaryClassName={inset ?? 'px-6'}
      >
        <CardHeader className={cn(headerStart && 'gap-3', inset)}>
          {headerStart ? <div>{headerStart}</div> : null}
          <CardTitle>{title}</CardTitle>
          {/* A phone's compact form keeps its description for screen readers only. */}
          <CardDescription className={cn('wrap-anywhere', compact && 'max-sm:sr-only')}>
            {description}
          </CardDescription>
        </CardHeader>
        <CardContent className={cn('grid gap-5', inset, contentClassName)}>{children}</CardContent>
        <CardFooter className={cn('justify-end', footerStart && 'flex-wrap', inset)}>
          {footerStart ? <div className="mr-auto">{footerStart}</div> : null}
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

type AddFormKey = 'form.addTitle' | 'form.addDescription' | 'form.addSubmit';

/** A screen's add form names itself from its namespace's `form.add…` texts. */
export function addFormTexts(t: (key: AddFormKey) => string) {
  return {
    title: t('form.addTitle'),
    description: t('form.addDescription'),
    submitLabel: t('form.addSubmit'),
  };
}

type EditFormKey<Prefix extends string> =
  `${Prefix}.${'addTitle' | 'editTitle' | 'description' | 'add' | 'update' | 'pending'}`;

/**
 * A form that adds or edits one thing of a group names itself from `prefix.addTitle` or
 * `prefix.editTitle`, `prefix.description` (naming the group), `prefix.add` or `prefix.update`
 * and `prefix.pending`.
 */
export function editFormTexts<Prefix extends string>(
  t: (key: EditFormKey<Prefix>, values: { group: string }) => string,
  prefix: Prefix,
  { editing, group }: { editing: boolean; group: string },
) {
  const text = (key: EditFormKey<Prefix>) => t(key, { group });
  return {
    title: text(`${prefix}.${editing ? 'editTitle' : 'addTitle'}`),
    description: text(`${prefix}.description`),
    submitLabel: text(`${prefix}.${editing ? 'update' : 'add'}`),
    pendingLabel: text(`${prefix}.pending`),
  };
}
