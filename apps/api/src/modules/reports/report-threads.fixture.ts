// A stand-in report thread for report-threads.test.ts: answers, fails, crashes or hangs as the
// job's `from` says, so the pool's handling of each can be seen without a database.
import { parentPort } from 'node:worker_threads';
import { validationFailed } from '../../lib/app-error.ts';
import { toThreadFailure, type ReportJob } from './report-jobs.ts';

parentPort?.on('message', (message: { id: number; job: ReportJob } | 'close') => {
  if (message === 'close') return parentPort?.close();
  const { id, job } = message;
  if (job.query.from === 'crash') process.exit(3);
  if (job.query.from === 'hang') return;
  if (job.query.from === 'client-error') {
    const error = validationFailed('Range too long', { from: ['Too long'] });
    return parentPort?.postMessage({ id, failure: toThreadFailure(error) });
  }
  parentPort?.postMessage({ id, result: { groupIds: job.groupIds } });
});
