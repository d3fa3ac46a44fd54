/// <reference types="vite/client" />

/** The web package version, injected by vite.config.ts from apps/web/package.json. */
declare const __APP_VERSION__: string;
/** The build number, injected by vite.config.ts from the BUILD_NUMBER environment variable. */
declare const __BUILD_NUMBER__: string;
