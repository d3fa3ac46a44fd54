// `npm start`: build what is missing, then serve API and web app from one process.
import { ensureWebBuild } from './ensure-build.ts';

ensureWebBuild();
await import('../apps/api/src/server.ts');
