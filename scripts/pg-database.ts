// Creates or drops a PostgreSQL database for a CI run: node scripts/pg-database.ts create|drop <admin-url> <name>
import pg from 'pg';

const [action, adminUrl, name] = process.argv.slice(2);
if (!action || !adminUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: pg-database.ts create|drop <admin-url> <name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
try {
  if (action === 'create') await client.query(`create database ${name}`);
  else await client.query(`drop database if exists ${name} with (force)`);
} finally {
  await client.end();
}
