import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressAllowed,
  AddressRefused,
  fetchPublic,
  MAX_REDIRECTS,
  PUBLIC_ONLY,
  type FetchPolicy,
} from './public-fetch.ts';

let server: http.Server;
let base: string;
const LOCAL: FetchPolicy = { allowedPrivate: ['127.0.0.1'] };

beforeAll(async () => {
  // /hop/N redirects to /hop/N-1, /hop/0 answers; /to?url= redirects there
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop && hop[1] !== '0')
      response.writeHead(302, { location: `/hop/${Number(hop[1]) - 1}` }).end();
    else if (url.pathname === '/to')
      response.writeHead(301, { location: url.searchParams.get('url')! }).end();
    else response.writeHead(200, { 'content-type': 'text/plain' }).end('here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refusal = (address: string, policy: FetchPolicy = PUBLIC_ONLY) =>
  fetchPublic(address, policy, 5_000).then(
    () => 'fetched',
    (error: unknown) => (error instanceof AddressRefused ? error.message : `failed: ${error}`),
  );

describe('which addresses an import may fetch from', () => {
  it('allows public unicast addresses only, in IPv4 and IPv6', () => {
    for (const address of ['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(addressAllowed(address, PUBLIC_ONLY), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.5.5.5',
      '::1',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '224.0.0.1',
      '255.255.255.255',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
    ])
      expect(addressAllowed(address, PUBLIC_ONLY), address).toBe(false);
  });

  it('allows a private range only when the policy names it', () => {
    expect(addressAllowed('127.0.0.1', LOCAL)).toBe(true);
    expect(addressAllowed('127.0.0.2', LOCAL)).toBe(false);
    expect(addressAllowed('10.9.8.7', { allowedPrivate: ['10.0.0.0/8'] })).toBe(true);
    expect(addressAllowed('::1', { allowedPrivate: ['10.0.0.0/8'] })).toBe(false);
  });
});

describe('fetching from a public host only', () => {
  it('refuses loopback, private and metadata addresses, by address and by name, without connecting', async () => {
    const port = new URL(base).port;
    expect(await refusal(`${base}/file`)).toContain('127.0.0.1 is not a public address');
    expect(await refusal(`http://[::1]:${port}/file`)).toContain('::1 is not a public address');
    expect(await refusal('http://10.1.2.3/file')).toContain('10.1.2.3');
    expect(await refusal('http://169.254.169.254/latest/meta-data/')).toContain('169.254.169.254');
    // a name is checked by what it resolves to, where the socket connects
    expect(await refusal(`http://localhost:${port}/file`)).toMatch(/localhost resolves to/);
    expect(await refusal('ftp://example.com/file')).toContain('only http and https');
    expect(await refusal('file:///etc/passwd')).toContain('only http and https');
  });

  it('checks every redirect: one to a private host is refused, and so are too many', async () => {
    expect(await refusal(`${base}/hop/2`, LOCAL)).toBe('fetched');
    expect(
      await refusal(`${base}/to?url=${encodeURIComponent('http://10.0.0.1/x.png')}`, LOCAL),
    ).toContain('10.0.0.1 is not a public address');
    expect(
      await refusal(`${base}/to?url=${encodeURIComponent('http://169.254.169.254/')}`, LOCAL),
    ).toContain('169.254.169.254');
    expect(await refusal(`${base}/hop/${MAX_REDIRECTS}`, LOCAL)).toBe('fetched');
    expect(await refusal(`${base}/hop/${MAX_REDIRECTS + 1}`, LOCAL)).toContain('redirects');
  });
});
