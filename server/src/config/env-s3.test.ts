import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('attachment storage configuration', () => {
  it('stores attachments on local disk when no bucket is set', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('reads an S3-compatible endpoint with path-style addressing by default', () => {
    const c = loadConfig({
      S3_BUCKET: 'tm-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'prod/attachments/',
    });
    expect(c.s3).toEqual({
      bucket: 'tm-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'prod/attachments/',
    });
  });

  it('leaves AWS credentials and virtual-host addressing to the SDK defaults on AWS', () => {
    const c = loadConfig({ S3_BUCKET: 'tm-files', S3_REGION: 'eu-west-3' });
    expect(c.s3).toMatchObject({ region: 'eu-west-3', credentials: undefined, forcePathStyle: false });
  });

  it('names the variable when S3 settings do not fit together', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'tm-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'tm-files', S3_PREFIX: '../x' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'tm-files', S3_PREFIX: 'no-slash' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ S3_BUCKET: 'tm-files', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });
});
