import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

interface FileChooserProps {
  accept: string;
  /** The file chosen, shown in the box; null shows 'No file chosen'. */
  fileName: string | null;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
  /** From FormItem: the label's target and the field's state. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A file box that names the file the screen holds. The browser's own box is emptied after each
 * choice, so the same file can be chosen again after Cancel; it would then say 'No file chosen'
 * beside a file being read or previewed.
 */
export function FileChooser({ accept, fileName, disabled, onChoose, ...field }: FileChooserProps) {
  const { t } = useTranslation('imports');
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const describedBy = [field['aria-describedby'], nameId].filter(Boolean).join(' ');
  return (
    <div
      className={cn(
        'flex h-10 w-full min-w-0 cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-1.5 shadow-xs transition-[color,box-shadow]',
        'has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
        disabled && 'cursor-not-allowed opacity-50',
      )}
      onClick={() => {
        if (!disabled) input.current?.click();
      }}
    >
      <input
        ref={input}
        type="file"
        className="sr-only"
        accept={accept}
        disabled={disabled}
        {...field}
        aria-describedby={describedBy}
        // The box's click opens it; this one would open it a second time.
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onChoose(file);
        }}
      />
      <span aria-hidden="true" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {t('file.choose')}
      </span>
      <span id={nameId} className="min-w-0 truncate text-sm" title={fileName ?? undefined}>
        {fileName ?? t('file.none')}
      </span>
    </div>
  );
}
