import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PasswordStrengthMeter } from '@/components/password-strength-meter.tsx';
import { Form, FormField, SubmitButton, type FormProps } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';

type TextName<Values extends FieldValues> = FieldPathByValue<Values, string>;

/** A form of the sign-in screens: its fields, then the submit button across its width. */
export function AuthForm<Input extends FieldValues, Output>({
  submitLabel,
  pendingLabel,
  children,
  ...props
}: FormProps<Input, Output> & {
  submitLabel: string;
  /** The submit button's text while the form sends, e.g. 'Signing in...'. */
  pendingLabel: string;
}) {
  return (
    <Form {...props} className="grid gap-5">
      {children}
      <SubmitButton className="w-full" pending={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

/** 'Email' of the sign-in screens; `fixed`: the address an invitation was sent to. */
export function EmailField<Values extends { email: string }, Output>({
  control,
  fixed = false,
}: {
  control: Control<Values, unknown, Output>;
  fixed?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormField control={control} name={'email' as TextName<Values>} label={t('field.email')}>
      <Input
        type="email"
        autoComplete="email"
        placeholder={t('field.emailPlaceholder')}
        readOnly={fixed}
        className={fixed ? 'bg-muted' : undefined}
      />
    </FormField>
  );
}

/** The labels of a new password and its confirmation, by what the password is. */
const PASSWORD_LABELS = {
  password: ['field.password', 'field.confirmPassword'],
  newPassword: ['field.newPassword', 'field.confirmNewPassword'],
} as const;

/** A new password with its strength meter, then 'Confirm <label>' for the same again. */
export function NewPasswordFields<Values extends FieldValues, Output>({
  control,
  name,
  kind,
}: {
  control: Control<Values, unknown, Output>;
  name: TextName<Values>;
  /** 'Password' on registering, 'New password' on a reset. */
  kind: keyof typeof PASSWORD_LABELS;
}) {
  const { t } = useTranslation('auth');
  const [label, confirmLabel] = PASSWORD_LABELS[kind];
  const password: unknown = useWatch({ control, name });
  return (
    <>
      <div className="grid gap-2">
        <FormField control={control} name={name} label={t(label)}>
          <PasswordInput autoComplete="new-password" />
        </FormField>
        <PasswordStrengthMeter password={typeof password === 'string' ? password : ''} />
      </div>
      <FormField
        control={control}
        name={'confirmPassword' as TextName<Values>}
        label={t(confirmLabel)}
      >
        <PasswordInput autoComplete="new-password" />
      </FormField>
    </>
  );
}
