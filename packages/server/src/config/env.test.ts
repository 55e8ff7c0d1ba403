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
});
