import type { ReactElement } from 'react';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from '@/components/ui/tooltip.tsx';

/**
 * A collapsed sidebar link's name beside it, on hover and keyboard focus. Loaded only while the
 * sidebar is collapsed (sidebar-nav.tsx); until then the link shows without it, and its
 * aria-label names it either way.
 */
export default function NavTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipProvider delayDuration={300}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side="right">{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
