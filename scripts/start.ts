// `npm start`, first step: build the web app when it is missing or older than its sources, and
// bundle the server (apps/api/scripts/build-server.ts, under a second). package.json then runs
// the bundle in a process of its own, which loads no TypeScript.
import { buildServer } from '../apps/api/scripts/build-server.ts';
import { ensureWebBuild } from './ensure-build.ts';

ensureWebBuild();
await buildServer();
