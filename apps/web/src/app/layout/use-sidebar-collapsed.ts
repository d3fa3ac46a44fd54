import { useCallback, useState } from 'react';

const STORAGE_KEY = 'budget-app.sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The desktop sidebar's collapsed state, remembered in this browser. */
export function useSidebarCollapsed(): [boolean, (next: boolean) => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const update = useCallback((next: boolean) => {
    setCollapsed(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // Storage blocked: the choice lasts for this visit only.
    }
  }, []);
  return [collapsed, update];
}
