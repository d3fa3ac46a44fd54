import type { ReactNode } from 'react';
import { Loader2Icon } from 'lucide-react';

/** A centred, full-height message used while the app cannot show a screen yet. */
export function FullPageStatus({
  title,
  description,
  busy = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <main
      className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center"
      aria-busy={busy || undefined}
    >
      {/* The spinner's classes written out rather than merged (Spinner calls cn): the loading
          screen is the first thing drawn, before the class table is built (src/main.tsx). */}
      {busy ? (
        <Loader2Icon aria-hidden="true" className="size-8 animate-spin text-primary" />
      ) : null}
      <h1 className="text-xl font-semibold">{title}</h1>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </main>
  );
}
