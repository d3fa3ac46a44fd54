import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyTheme, watchSystemTheme } from './lib/theme.ts';
import './index.css';

// The theme is applied here rather than by an inline script, which the CSP forbids.
applyTheme();
watchSystemTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
