import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * What a visitor typed, or the browser filled in, on a page drawn at build time before the app
 * took it over (apps/web/prerender.ts) stays in the fields, but the form's state never heard of
 * it: its fields' values are handed to `adopt` once the form is drawn, so the two agree and the
 * form can be sent as it looks. Empty fields are left alone.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
): void {
  const take = useEffectEvent(adopt);
  useEffect(() => {
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (field instanceof HTMLInputElement && field.name && field.type !== 'checkbox') {
        if (field.value !== '') take(field.name, field.value);
      }
    }
  }, [form]);
}
