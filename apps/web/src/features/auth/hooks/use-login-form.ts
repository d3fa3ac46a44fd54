import { useEffect, useState, type FormEvent } from 'react';
import { afterPaint } from '@/lib/after-paint.ts';
import type { checkLogin, LoginField } from '../login-validation.ts';
import type { LoginFormOutput } from '../schemas.ts';

type Check = typeof checkLogin;

let loadedCheck: Check | undefined;
let loading: Promise<Check> | undefined;

/** The rules, with zod, once; a failed download is tried again at the next change. */
function loadCheck(): Promise<Check> {
  loading ??= import('../login-validation.ts').then(
    (module) => (loadedCheck = module.checkLogin),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * The sign-in form's state without a form library (about 14 kB of the sign-in screen's first
 * download; docs/performance.md, 'First screens'). As the other forms do: a
 * field's message shows once it has been left or the form sent, and follows each change after;
 * the button waits for valid values. The rules load after the screen's first paint; a failed
 * download is tried again as the user goes on (a change, leaving a field, sending).
 */
export function useLoginForm(onValid: (request: LoginFormOutput) => Promise<void>) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', rememberMe: false });
  const [check, setCheck] = useState<Check | undefined>(() => loadedCheck);
  const [left, setLeft] = useState<ReadonlySet<LoginField>>(new Set());
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // A function kept in state is set through an updater that returns it.
  const load = () => {
    if (!check)
      loadCheck().then(
        (loaded) => setCheck(() => loaded),
        () => {},
      );
  };
  useEffect(() => {
    if (loadedCheck) return;
    let current = true;
    afterPaint()
      .then(loadCheck)
      .then(
        (loaded) => current && setCheck(() => loaded),
        () => {},
      );
    return () => {
      current = false;
    };
  }, []);

  const result = check?.(values);
  const change = <Name extends keyof LoginValues>(name: Name, value: LoginValues[Name]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    load();
  };
  const errorOf = (field: LoginField) =>
    result && !result.ok && (sent || left.has(field)) ? result.errors[field] : undefined;
  const leave = (field: LoginField) => {
    setLeft((previous) => new Set(previous).add(field));
    load();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    load();
    if (!result?.ok || submitting) return;
    setSubmitting(true);
    try {
      await onValid(result.request);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    change,
    leave,
    errorOf,
    submit,
    valid: result?.ok === true,
    submitting,
  };
}
