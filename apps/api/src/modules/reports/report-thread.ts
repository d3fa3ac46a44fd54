// A report thread (report-threads.ts): its own connection to the database, its own copy of the
// rates, and report jobs computed one after another as the request thread posts them.
import { sql } from 'kysely';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.ts';
import { createRatesService } from '../currencies/rates.service.ts';
import { runReportJob, toThreadFailure, type ReportJob } from './report-jobs.ts';

const port = parentPort;
if (!port) throw new Error('report-thread.ts runs as a worker thread');

const { databaseUrl } = workerData as { databaseUrl: string };
const handle = openDatabase(databaseUrl);
// This connection only reads: the write path owns every write (docs/decisions.md).
if (handle.kind === 'sqlite') await sql`pragma query_only = on`.execute(handle.db);
const rates = createRatesService(handle.db, { adminEmails: [] });

port.on('message', (message: { id: number; job: ReportJob }) => {
  runReportJob(handle.db, rates, message.job).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error: unknown) => port.postMessage({ id: message.id, failure: toThreadFailure(error) }),
  );
});
