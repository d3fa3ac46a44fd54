import type { ImportProgress } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress.tsx';
import { formatCount } from '@/lib/format-count.ts';

/**
 * How far the import has come, as the server reports it: a sweeping bar while the file travels
 * and is read, then written rows of the total. The server's figures may not come at all (another
 * process answered the poll); the sweeping bar then stays until the import answers. Screen readers
 * hear the phase once, from a status that changes only with it; the figures of each poll are the
 * bar's value text, read when the user goes to it, not announced every half second.
 */
export function ImportProgressBar({ progress }: { progress: ImportProgress | undefined }) {
  const { t } = useTranslation('imports');
  const writing = progress?.phase === 'writing' && progress.total > 0;
  const percent = writing ? Math.round((progress.done / progress.total) * 100) : null;
  const text = writing
    ? t('progress.writing', {
        done: formatCount(progress.done),
        total: formatCount(progress.total),
      })
    : t('progress.reading');
  const phase = t(writing ? 'progress.phaseWriting' : 'progress.phaseReading');
  return (
    <div className="grid gap-2" data-testid="import-progress">
      <Progress value={percent} aria-label={t('progress.label')} aria-valuetext={text} />
      <p className="text-sm text-muted-foreground" aria-hidden="true">
        {text}
      </p>
      <p role="status" className="sr-only">
        {phase}
      </p>
    </div>
  );
}
