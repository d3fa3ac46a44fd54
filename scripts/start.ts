// `npm start`, first step: build the web app and bundle the server (apps/api/scripts/
// build-server.ts, under a second), each when missing or older than its sources. package.json then
// runs the bundle in a process of its own, which loads no TypeScript.
import { ensureServerBuild, ensureWebBuild } from './ensure-build.ts';

ensureWebBuild();
await ensureServerBuild();
