import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting a later Tailwind class override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class table (tens of milliseconds on a phone) ahead of the first
 * screen: main.tsx calls it once the loading screen is drawn, while the screen's code downloads,
 * instead of the first screen's first `cn` paying for it (docs/performance.md, 'First screens').
 */
export function prepareClassMerge(): void {
  twMerge('p-0 p-1');
}
