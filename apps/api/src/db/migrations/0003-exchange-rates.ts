import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exchange_rates')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    // Decimal text exactly as published: conversion never goes through floats.
    .addColumn('mid', 'text', (c) => c.notNull())
    .addColumn('table_no', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pk', ['code', 'effective_date'])
    .execute();
  await db.schema
    .createIndex('exchange_rates_imported_at')
    .on('exchange_rates')
    .column('imported_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exchange_rates').execute();
}
