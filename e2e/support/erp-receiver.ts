import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

export interface Delivery {
  headers: http.IncomingHttpHeaders;
  /** the raw body, as the signature covers it */
  body: string;
  answered: number;
}

export interface ErpReceiver {
  url: string;
  deliveries: Delivery[];
  close(): Promise<void>;
}

/**
 * The ERP's end of the order webhook on 127.0.0.1: records every POST and answers it with the
 * status `answer` gives for its position (0 for the first).
 */
export async function startErpReceiver(answer: (index: number) => number): Promise<ErpReceiver> {
  const deliveries: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answered = answer(deliveries.length);
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString(), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/erp/orders`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The check docs/operator-guide/orders-out.md gives the ERP, over the raw body. */
export function signatureHolds(delivery: Delivery, secret: string): boolean {
  const header = delivery.headers['shop-signature'];
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(typeof header === 'string' ? header : '');
  if (!match) return false;
  const [, t, v1] = match;
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1!, 'hex'));
}
