// Builds the app with its schedules (purge, recurring transactions, rates), which start when it
// is ready and stop when it closes, and listens.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './plugins/config.ts';
import { releaseStartupMemory } from './lib/startup-memory.ts';

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
const app = await buildApp({ config, schedules: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
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
