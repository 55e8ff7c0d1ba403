import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './env.ts';

describe('the environment', () => {
  it('refuses an external issuer without the audience its tokens must carry', () => {
    expect(() => readConfig({ OIDC_ISSUER: 'https://id.example.com/realms/shop' })).toThrow(
      ConfigError,
    );
    expect(() => readConfig({ OIDC_ISSUER: 'https://id.example.com/realms/shop' })).toThrow(
      /OIDC_AUDIENCE: required when OIDC_ISSUER is set/,
    );
  });

  it('takes an external issuer with its audience, and neither', () => {
    expect(
      readConfig({ OIDC_ISSUER: 'https://id.example.com/realms/shop', OIDC_AUDIENCE: 'shop' }).oidc,
    ).toEqual({ issuer: 'https://id.example.com/realms/shop', audience: 'shop' });
    expect(readConfig({}).oidc).toBeUndefined();
  });

  it('takes the ERP webhook with its secret, and refuses half of it or a weak secret', () => {
    const secret = 'x'.repeat(32);
    expect(
      readConfig({ ERP_WEBHOOK_URL: 'https://erp.example.com/hook', ERP_WEBHOOK_SECRET: secret })
        .erpWebhook,
    ).toEqual({
      url: 'https://erp.example.com/hook',
      secret,
      timeoutMs: 10_000,
      retryBaseMs: 10_000,
      sweepMs: 5_000,
    });
    expect(readConfig({}).erpWebhook).toBeUndefined();
    expect(() => readConfig({ ERP_WEBHOOK_URL: 'https://erp.example.com/hook' })).toThrow(
      /ERP_WEBHOOK_SECRET: set ERP_WEBHOOK_URL and ERP_WEBHOOK_SECRET together or neither/,
    );
    expect(() => readConfig({ ERP_WEBHOOK_SECRET: secret })).toThrow(ConfigError);
    expect(() =>
      readConfig({ ERP_WEBHOOK_URL: 'https://erp.example.com/hook', ERP_WEBHOOK_SECRET: 'short' }),
    ).toThrow(/ERP_WEBHOOK_SECRET/);
    expect(() =>
      readConfig({ ERP_WEBHOOK_URL: 'ftp://erp.example.com', ERP_WEBHOOK_SECRET: secret }),
    ).toThrow(/ERP_WEBHOOK_URL/);
  });

  it('sends the ERP webhook only over https in production', () => {
    const secret = 'x'.repeat(32);
    expect(() =>
      readConfig({
        NODE_ENV: 'production',
        ERP_WEBHOOK_URL: 'http://erp.example.com/hook',
        ERP_WEBHOOK_SECRET: secret,
      }),
    ).toThrow(/ERP_WEBHOOK_URL: must be an https:\/\/ URL in production/);
    expect(
      readConfig({
        NODE_ENV: 'production',
        ERP_WEBHOOK_URL: 'https://erp.example.com/hook',
        ERP_WEBHOOK_SECRET: secret,
      }).erpWebhook?.url,
    ).toBe('https://erp.example.com/hook');
  });
});
