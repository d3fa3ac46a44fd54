import { useFocusReturn } from '@/hooks/use-focus-return.ts';
import { Slot } from 'radix-ui';
import { useId, useRef, type ComponentProps, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormProvider,
  Controller,
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
  type ControllerRenderProps,
  type Path,
} from 'react-hook-form';
import type { AppForm } from '@/hooks/use-app-form.ts';
import { fieldMessagesOf } from '@/lib/mutation-errors.ts';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration.ts';
import { cn } from '@/lib/utils.ts';
import { Button, type ButtonProps } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { ErrorSummary } from './form-error-summary.tsx';
import { FormItem, type FormItemProps } from './form-item.tsx';
import { Label } from './label.tsx';
import { Spinner } from './spinner.tsx';

export type FormProps<Input extends FieldValues, Output> = Omit<
  ComponentProps<'form'>,
  'onSubmit'
> & {
  form: AppForm<Input, Output>;
  /**
   * Sends the checked values. A failed mutation has been shown by the query client already
   * (src/lib/mutation-errors.ts); the messages it left to this form's fields go under them here.
   */
  onSubmit: (values: Output) => unknown;
  /** Classes of the summary of what stops the submit, drawn after the form's content. */
  summaryClassName?: string;
};

/** A form of useAppForm: its fields, SubmitButton and CancelButton find it by context. */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  summaryClassName,
  ...props
}: FormProps<Input, Output>) {
  const { setError, getValues, setValue } = form;
  // Checked as it is adopted, so the submit button can be used at once, or says why not.
  const element = useRef<HTMLFormElement>(null);
  useFocusReturn(element);
  useTypedBeforeHydration(
    element,
    (name) => getValues(name as Path<Input>),
    (name, value) =>
      setValue(name as Path<Input>, value as never, { shouldDirty: true, shouldValidate: true }),
  );
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldMessages = fieldMessagesOf(error);
      // Not a mutation's failure: nothing has shown it, so it is left to surface as an error.
      if (!fieldMessages) throw error;
      fieldMessages.forEach(([field, message], index) =>
        // 'server': the form went and was refused, which the summary says (form-error-summary.tsx).
        setError(field as Path<Input>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  });
  return (
    <FormProvider {...form}>
      {/* post: sent before the app has the page (or without scripts), a password stays out
          of the address bar and the server's logs. */}
      <form ref={element} method="post" noValidate onSubmit={submit} {...props}>
        {children}
        <ErrorSummary className={summaryClassName} />
      </form>
    </FormProvider>
  );
}

/** What a select-like control gets of its field (components/field-control.ts). */
export type FieldControl<Values extends FieldValues, Name extends FieldPath<Values>> = Omit<
  ControllerRenderProps<Values, Name>,
  'ref'
> & { fieldRef: ControllerRenderProps<Values, Name>['ref'] };

export type FormFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Output,
> = Omit<FormItemProps, 'children'> & {
  control: Control<Values, unknown, Output>;
  name: Name;
  /** A control drawn from the field, e.g. a select: `(field) => <CurrencySelect {...field} />`. */
  render?: (field: FieldControl<Values, Name>) => ReactElement;
  /** Or a text control (Input, Textarea, PasswordInput), given the field's props. */
  children?: ReactElement;
};

/** One of the form's values: its label, its control and the message of its check. */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>, Output>({
  control,
  name,
  render,
  children,
  ...item
}: FormFieldProps<Values, Name, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field }, fieldState }) => (
        // An `error` given (even undefined) stands for the field's own: the split's message is
        // shown under its rows instead (features/transactions/components/sharing-fields.tsx).
        <FormItem {...item} error={'error' in item ? item.error : fieldState.error?.message}>
          {render ? (
            render({ ...field, fieldRef: ref })
          ) : (
            <Slot.Root {...field} ref={ref}>
              {children}
            </Slot.Root>
          )}
        </FormItem>
      )}
    />
  );
}

/** A box ticked for one of the form's values, its label beside it. */
export function CheckboxField<Values extends FieldValues, Name extends FieldPath<Values>, Output>({
  control,
  name,
  label,
  className,
}: {
  control: Control<Values, unknown, Output>;
  name: Name;
  label: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // A label that wraps (a phone) keeps its lines apart, its box beside the first.
        <div className={cn('flex items-start gap-2', className)}>
          <Checkbox
            id={id}
            className="mt-0.5"
            name={field.name}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
          <Label htmlFor={id} className="font-normal leading-snug">
            {label}
          </Label>
        </div>
      )}
    />
  );
}

/** The form's submit button: a spinner and `pending` while it sends. */
export function SubmitButton({
  pending,
  children,
  disabled,
  ...props
}: Omit<ButtonProps, 'type'> & { pending?: string }) {
  // Never held back by invalid values: a submit either goes or says why (ErrorSummary).
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={disabled || isSubmitting} {...props}>
      {isSubmitting ? <Spinner /> : null}
      {isSubmitting && pending ? pending : children}
    </Button>
  );
}

/** 'Cancel', unavailable while the form sends. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  const { isSubmitting } = useFormState();
  const { t } = useTranslation('common');
  return (
    <Button type="button" variant="outline" onClick={onClick} disabled={isSubmitting}>
      {t('action.cancel')}
    </Button>
  );
}
