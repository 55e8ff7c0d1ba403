import http from 'node:http';
import zlib from 'node:zlib';

/**
 * A tile server on this machine for the contact page's map: the tests have no internet, and
 * the shop is configured with this server's URL template instead of OpenStreetMap's. Every
 * tile is a plain 256 px square, a little darker on every other one, so a screenshot shows the
 * grid of loaded tiles.
 */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function squarePng(rgb: [number, number, number]): Buffer {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3)]);
  for (let x = 0; x < size; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILES = [squarePng([226, 232, 220]), squarePng([205, 214, 197])];

/** Starts the server; its URL template has {z}, {x} and {y} as the shop's MAP_TILE_URL wants. */
export async function startTileServer(): Promise<{
  urlTemplate: string;
  close: () => Promise<void>;
}> {
  const server = http.createServer((request, response) => {
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const parity = (Number(match[2]) + Number(match[3])) % 2;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    response.end(TILES[parity]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    urlTemplate: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
