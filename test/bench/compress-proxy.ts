/**
 * A tiny reverse proxy that compresses like Cloudflare's edge does in production: `wrangler dev` serves every
 * file uncompressed, which would make a page-speed audit of it meaningless. Text answers (HTML, JS, CSS, JSON,
 * SVG, the manifest) go out as Brotli or gzip when the browser's Accept-Encoding allows; everything else, and
 * every header (cookies both ways), passes through untouched.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Brotli at the quality Cloudflare uses on the fly; the same bytes are compressed once per encoding. */
const cache = new Map<string, Buffer>();
function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
  let out = cache.get(key);
  if (!out) {
    out =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    cache.set(key, out);
  }
  return out;
}

/** The encoding to answer with: Brotli when offered, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

function forward(upstream: URL, self: string, req: IncomingMessage, res: ServerResponse) {
  // The proxy does the compressing, as the edge does: the app is asked for plain bytes.
  const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
  // The app accepts state-changing calls from its own origin: the proxy's own origin stands for the upstream's.
  if (headers.origin === self) headers.origin = upstream.origin;
  const proxied = request(
    { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
    (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (!encoding || answer.headers['content-encoding'] || !COMPRESSIBLE.test(type) || req.method === 'HEAD') {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = compress(Buffer.concat(chunks), encoding);
        const out = { ...answer.headers, 'content-encoding': encoding, 'content-length': String(body.length) };
        delete out['transfer-encoding'];
        out.vary = answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, out);
        res.end(body);
      });
    },
  );
  proxied.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(proxied);
}

/** Starts the proxy on a free port in front of `upstreamUrl`; returns its URL and a stop function. */
export async function startCompressProxy(upstreamUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const upstream = new URL(upstreamUrl);
  let url = '';
  const server: Server = createServer((req, res) => forward(upstream, url, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
