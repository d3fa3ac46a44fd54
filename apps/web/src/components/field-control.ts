import type { RefCallback } from 'react';

/**
 * What a select-like form control receives: react-hook-form's field (value, onChange, onBlur,
 * ref; a form keeping its own state passes value and onChange only) plus what FormField hands
 * to its control (id, aria-invalid, aria-describedby).
 */
export interface FieldControlProps<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  fieldRef?: RefCallback<HTMLElement>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}
