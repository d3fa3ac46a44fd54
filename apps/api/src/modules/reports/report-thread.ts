// A report thread (report-threads.ts): its own connection to the database, which only reads, its
// own copy of the rates, and report jobs computed as the request thread posts them.
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.ts';
import type { ThreadDatabase } from './report-threads.ts';
import { createRatesService } from '../currencies/rates.service.ts';
import { runReportJob, toThreadFailure, type ReportJob } from './report-jobs.ts';

const port = parentPort;
if (!port) throw new Error('report-thread.ts runs as a worker thread');

const { databaseUrl, sqliteMmapBytes } = workerData as ThreadDatabase;
const handle = openDatabase(databaseUrl, { reader: true, sqliteMmapBytes });
const rates = createRatesService(handle.db, { adminEmails: [] });

function answer(id: number, job: ReportJob) {
  runReportJob(handle.db, rates, job)
    .then((result) => port?.postMessage({ id, result }))
    // A result that cannot be posted fails its job, not the thread.
    .catch((error: unknown) => port?.postMessage({ id, failure: toThreadFailure(error) }));
}

port.on('message', (message: { id: number; job: ReportJob } | 'close') => {
  if (message !== 'close') return answer(message.id, message.job);
  // Hang up properly (PostgreSQL sees a goodbye, not a dropped socket), then let the thread end.
  void handle.destroy().finally(() => port.close());
});
