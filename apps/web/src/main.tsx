import './lib/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { formatCount } from './lib/format-count.ts';
import { formatDay } from './lib/format-date.ts';
import { applyTheme, watchSystemTheme } from './lib/theme.ts';
import { prepareClassMerge } from './lib/utils.ts';
import './index.css';

// index.html's inline script put the stored theme on the page before it painted; this keeps it and
// follows the system's theme while the preference is 'system'.
applyTheme();
watchSystemTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Each in a task of its own after the loading screen's, while the first screen's code downloads:
// tailwind-merge's table, then the locale's number and date formats (a page's first Intl
// formatter loads the locale's data, about 100 ms on a phone, which the first screen with
// figures paid for inside its draw; docs/performance.md, 'First screens').
setTimeout(prepareClassMerge, 0);
setTimeout(() => {
  formatCount(0);
  formatDay('2000-01-01');
}, 0);
