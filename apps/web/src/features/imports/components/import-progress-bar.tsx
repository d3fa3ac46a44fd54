import type { ImportProgress } from '@budget/contract';
import { Progress } from '@/components/ui/progress.tsx';

/**
 * How far the import has come, as the server reports it: a sweeping bar while the file travels
 * and is read, then written rows of the total. The server's figures may not come at all (another
 * process answered the poll); the sweeping bar then stays until the import answers.
 */
export function ImportProgressBar({ progress }: { progress: ImportProgress | undefined }) {
  const writing = progress?.phase === 'writing' && progress.total > 0;
  const percent = writing ? Math.round((progress.done / progress.total) * 100) : null;
  const text = writing
    ? `Writing ${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} transactions`
    : 'Sending and reading the file...';
  return (
    <div className="grid gap-2" data-testid="import-progress">
      <Progress value={percent} aria-label="Import progress" aria-valuetext={text} />
      <p role="status" className="text-sm text-muted-foreground">
        {text}
      </p>
    </div>
  );
}
