import type { MemberRole } from '@budget/contract';
import type { ComponentProps, RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { ROLE_PRESENTATION } from '../roles.ts';
import { RoleIcon } from './role-badge.tsx';

/** A select of roles, each with its icon; the trigger takes the rest of the props. */
export function RoleSelect({
  roles,
  value,
  onChange,
  disabled,
  fieldRef,
  ...triggerProps
}: Omit<ComponentProps<typeof SelectTrigger>, 'onChange' | 'value'> & {
  roles: readonly MemberRole[];
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  /** react-hook-form's field.ref, so a failed check can focus the select. */
  fieldRef?: RefCallback<HTMLElement>;
}) {
  const { t } = useTranslation('groups');
  return (
    <Select
      value={String(value)}
      onValueChange={(next) => onChange(Number(next) as MemberRole)}
      disabled={disabled}
    >
      <SelectTrigger {...triggerProps} ref={fieldRef}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={String(role)}>
            <RoleIcon role={role} />
            {t(ROLE_PRESENTATION[role].label)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
