import type { FastifyReply } from 'fastify';

/** A PDF download, never cached on the way; the file name is built from letters and digits only. */
export function sendPdf(
  reply: FastifyReply,
  document: { fileName: string; pdf: Buffer },
): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(document.pdf);
}
