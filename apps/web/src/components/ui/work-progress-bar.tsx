import type { ImportProgress } from '@budget/contract';
import { Progress } from './progress.tsx';
import { formatCount } from '@/lib/format-count.ts';

/** What a progress bar says, in the words of the work it follows (an import, rules applied). */
export interface WorkProgressTexts {
  /** The bar's accessible name. */
  label: string;
  /** Under the sweeping bar, before any figures. */
  reading: string;
  /** Under the bar once written rows are counted: `done` of `total`, already formatted. */
  writing: (figures: { done: string; total: string }) => string;
  /** What a screen reader hears once per phase. */
  phaseReading: string;
  phaseWriting: string;
}

/**
 * How far the server's work has come, as its progress endpoint reports it: a sweeping bar while
 * it reads (or matches), then written rows of the total. The server's figures may not come at
 * all (another process answered the poll); the sweeping bar then stays until the work answers.
 * Screen readers hear the phase once, from a status that changes only with it; the figures of
 * each poll are the bar's value text, read when the user goes to it, not announced every half
 * second.
 */
export function WorkProgressBar({
  progress,
  texts,
  testId,
}: {
  progress: ImportProgress | undefined;
  texts: WorkProgressTexts;
  testId?: string;
}) {
  const writing = progress?.phase === 'writing' && progress.total > 0;
  const percent = writing ? Math.round((progress.done / progress.total) * 100) : null;
  const text = writing
    ? texts.writing({ done: formatCount(progress.done), total: formatCount(progress.total) })
    : texts.reading;
  return (
    <div className="grid gap-2" data-testid={testId}>
      <Progress value={percent} aria-label={texts.label} aria-valuetext={text} />
      <p className="text-sm text-muted-foreground" aria-hidden="true">
        {text}
      </p>
      <p role="status" className="sr-only">
        {writing ? texts.phaseWriting : texts.phaseReading}
      </p>
    </div>
  );
}
