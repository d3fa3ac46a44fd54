import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has a default for every optional variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/budget.db',
      appUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'Budget App <no-reply@localhost>',
      requireConfirmedEmailForLogin: false,
      secureCookies: false,
      sqliteMmapBytes: 2048 * 1024 * 1024,
      sqliteBulkCacheBytes: 512 * 1024 * 1024,
    });
    expect(loadConfig({ SQLITE_MMAP_MB: '0' }).sqliteMmapBytes).toBe(0);
    expect(loadConfig({ SQLITE_BULK_CACHE_MB: '0' }).sqliteBulkCacheBytes).toBe(0);
  });

  it('derives APP_URL from PORT and marks https cookies secure', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    const https = loadConfig({ APP_URL: 'https://budget.example.org/' });
    expect(https.appUrl).toBe('https://budget.example.org');
    expect(https.secureCookies).toBe(true);
  });

  it('accepts the documented database URLs and flags', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).databaseUrl).toBe('sqlite::memory:');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/budget' }).databaseUrl).toContain(
      'postgres://',
    );
    expect(
      loadConfig({ REQUIRE_CONFIRMED_EMAIL_FOR_LOGIN: 'true' }).requireConfirmedEmailForLogin,
    ).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail:587' }).smtpUrl).toBe(
      'smtp://user:pass@mail:587',
    );
  });

  it('stops with a message naming each bad variable', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      APP_URL: 'ftp://x',
      SMTP_URL: 'http://mail',
      REQUIRE_CONFIRMED_EMAIL_FOR_LOGIN: 'maybe',
      SQLITE_MMAP_MB: '-1',
      SQLITE_BULK_CACHE_MB: 'lots',
    };
    let message = '';
    try {
      loadConfig(bad);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT must be a port number (got "eighty")');
    expect(message).toContain('DATABASE_URL must be sqlite:<path>');
    expect(message).toContain('APP_URL must be an http:// or https:// URL');
    expect(message).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(message).toContain('REQUIRE_CONFIRMED_EMAIL_FOR_LOGIN must be true or false');
    expect(message).toContain('SQLITE_MMAP_MB must be 0 (off) or more');
    expect(message).toContain('SQLITE_BULK_CACHE_MB must be a number of megabytes');
    // Connection strings may hold passwords: not echoed.
    expect(message).not.toContain('mysql://x');
    expect(message).not.toContain('http://mail');
  });

  it('keeps attachments in a folder by default, or in a bucket whose settings are checked', () => {
    expect(loadConfig({}).attachments).toMatchObject({
      dir: './data/attachments',
      bucket: null,
      maxFileBytes: 20 * 1024 * 1024,
    });
    const bucket = loadConfig({
      ATTACHMENTS_STORE: 's3',
      S3_BUCKET: 'receipts',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).attachments.bucket;
    expect(bucket).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'receipts',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ATTACHMENTS_STORE: 's3' })).toThrow(
      'S3_BUCKET is required when ATTACHMENTS_STORE=s3',
    );
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'id-only' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'id-only' })).not.toThrow('id-only');
    expect(() => loadConfig({ ATTACHMENTS_MAX_FILE_MB: '0' })).toThrow(
      'ATTACHMENTS_MAX_FILE_MB must be more than 0',
    );
  });

  it('computes reports in two threads on a SQLite file only, unless told', () => {
    expect(loadConfig({}).reportThreads).toBe(availableParallelism() > 1 ? 2 : 0);
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).reportThreads).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:', REPORT_THREADS: '2' }).reportThreads).toBe(
      0,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db/budget' }).reportThreads).toBe(0);
    expect(loadConfig({ REPORT_THREADS: '0' }).reportThreads).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/b', REPORT_THREADS: '3' }).reportThreads).toBe(
      3,
    );
    expect(() => loadConfig({ REPORT_THREADS: '-1' })).toThrow(
      'REPORT_THREADS must be 0 (reports in the request thread) or more',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: null });
  });

  describe('Web Push', () => {
    // A key pair of web-push's generateVAPIDKeys, for these tests only.
    const vapid = {
      VAPID_PUBLIC_KEY:
        'BKfamSgPzHhglb5rkcZHENM-OiDGRh9lGFzUZiH9bKXODFrftLgk7eI3TCrKuh_aUkLUFWmM2ADDQu5ERpMJTaU',
      VAPID_PRIVATE_KEY: 'P4gP6nPMDrrWnjOwgnKjP2cXWWMwEU1JT5k9Pi-5eGI',
      VAPID_SUBJECT: 'mailto:admin@example.org',
    };

    it('is off without VAPID keys and on with all three', () => {
      expect(loadConfig({}).push).toBeNull();
      expect(loadConfig(vapid).push).toEqual({
        publicKey: vapid.VAPID_PUBLIC_KEY,
        privateKey: vapid.VAPID_PRIVATE_KEY,
        subject: 'mailto:admin@example.org',
      });
      expect(
        loadConfig({ ...vapid, VAPID_SUBJECT: 'https://budget.example.org' }).push?.subject,
      ).toBe('https://budget.example.org');
    });

    it('refuses a partial or malformed VAPID identity, never echoing the private key', () => {
      expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are set together',
      );
      expect(() => loadConfig({ ...vapid, VAPID_SUBJECT: 'http://example.org' })).toThrow(
        'VAPID_SUBJECT must be a mailto: address or an https:// URL',
      );
      expect(() => loadConfig({ ...vapid, VAPID_PUBLIC_KEY: 'abc' })).toThrow(
        'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key',
      );
      const badPrivate = `${vapid.VAPID_PRIVATE_KEY}AAAA`;
      let message = '';
      try {
        loadConfig({ ...vapid, VAPID_PRIVATE_KEY: badPrivate });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('VAPID_PRIVATE_KEY must be a P-256 private key');
      expect(message).not.toContain(badPrivate);
    });
  });
});
