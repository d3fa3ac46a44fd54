import type { FieldControlProps } from '@/components/field-control.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { timeZoneOptions } from '../time-zones.ts';

/** A group's time zone among the IANA zones the browser knows (typing a letter jumps to it). */
export function TimeZoneSelect({
  value,
  onChange,
  onBlur,
  fieldRef,
  ...triggerProps
}: FieldControlProps<string>) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...triggerProps} ref={fieldRef} onBlur={onBlur} className="w-full sm:w-80">
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {timeZoneOptions(value).map((zone) => (
          <SelectItem key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
