import './lib/zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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
// In a task of its own after the loading screen's, while the first screen's code downloads.
setTimeout(prepareClassMerge, 0);
