// Builds the app, starts its schedules (purge, recurring transactions, rates) and listens.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './plugins/config.ts';
import { releaseStartupMemory } from './lib/startup-memory.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createWritePath, SCHEDULE_INTERVAL_MS } from './modules/write-path/write-path.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp({ config });

// Deleted accounts are purged 30 days later; expired sessions and tokens are swept as well.
const users = createUsersService({ db: app.db, mailer: app.mailer, config });
async function purge() {
  try {
    const { accounts } = await users.purge();
    if (accounts > 0) app.log.info({ accounts }, 'purged deleted accounts');
  } catch (err) {
    app.log.error({ err }, 'purge failed');
  }
}
const purgeTimer = setInterval(purge, config.purgeIntervalMs);
purgeTimer.unref();
void purge();

// Recurring transactions: the occurrences due are created at start (catching up after downtime)
// and then every quarter of an hour, so one arrives soon after its day begins in its group.
const writes = createWritePath(app.db, app.rates);
async function createDueOccurrences() {
  try {
    const created = await writes.createDueOccurrences();
    if (created > 0) app.log.info({ created }, 'recurring transactions created');
  } catch (err) {
    app.log.error({ err }, 'recurring transactions could not be created');
  }
}
const recurringTimer = setInterval(createDueOccurrences, SCHEDULE_INTERVAL_MS);
recurringTimer.unref();
void createDueOccurrences();

// Exchange rates from RATES_URL (NBP's table format), when configured; off by default (offline).
let ratesTimer: NodeJS.Timeout | undefined;
if (config.ratesUrl) {
  const url = config.ratesUrl;
  const fetchRates = async () => {
    try {
      const result = await app.rates.fetchFrom(url);
      app.log.info({ rates: result }, 'exchange rates fetched');
    } catch (err) {
      app.log.warn({ err }, 'exchange rates could not be fetched');
    }
  };
  ratesTimer = setInterval(fetchRates, config.ratesFetchIntervalMs);
  ratesTimer.unref();
  void fetchRates();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    clearInterval(purgeTimer);
    clearInterval(recurringTimer);
    clearInterval(ratesTimer);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Budget App is serving ${config.appUrl}`);
  // Just after the start rather than before the first answer, which need not wait for it.
  setTimeout(() => {
    const collectedMs = Math.round(releaseStartupMemory());
    app.log.info({ collectedMs }, 'memory used by the start given back');
  }, 200).unref();
} catch (err) {
  app.log.error({ err }, 'could not start the server');
  process.exit(1);
}
