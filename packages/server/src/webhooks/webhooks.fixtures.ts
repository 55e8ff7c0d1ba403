import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededApp, type SeededAppOptions } from '#server/testing/seeded-app.ts';

/** Test support of the retailer webhooks: a real receiver that checks every signature. */

export interface Received {
  eventId: string;
  type: string;
  attempt: number;
  signature: string;
  body: string;
  answered: number;
}

/** A real receiver on 127.0.0.1 that answers `mode` (a status). */
export class Receiver {
  readonly received: Received[] = [];
  mode = 200;
  origin = '';
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({
        eventId: String(request.headers['shop-event-id']),
        type: String(request.headers['shop-event-type']),
        attempt: Number(request.headers['shop-delivery-attempt']),
        signature: String(request.headers['shop-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
        answered: this.mode,
      });
      response.writeHead(this.mode).end();
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  of(type: string): Received[] {
    return this.received.filter((r) => r.type === type);
  }
}

/** The receiver's own check, as a retailer's system would make it. */
export function signatureValid(secret: string, header: string, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const [, t, v1] = match;
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1!, 'hex'));
}

/**
 * A running receiver and a seeded app whose webhooks may reach it: only the receiver's origin is
 * exempt from the address rules, every other loopback address and port stays refused.
 */
export async function appWithReceiver<const Logins extends readonly string[]>(
  options: SeededAppOptions<Logins>,
): Promise<
  Awaited<ReturnType<typeof seededApp<Logins>>> & { receiver: Receiver; close(): Promise<void> }
> {
  const receiver = new Receiver();
  await receiver.start();
  const app = await seededApp(options);
  app.t.webhookTargets.exemptOrigin(receiver.origin);
  return {
    ...app,
    receiver,
    close: async () => {
      await app.t.close();
      await receiver.close();
    },
  };
}
