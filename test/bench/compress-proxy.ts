/**
 * A tiny reverse proxy that serves the app as Cloudflare's edge does in production: `wrangler dev` sends every
 * file over HTTP/1.1, uncompressed and slowly, which would make a page-speed audit of it meaningless. The proxy
 * speaks HTTPS with HTTP/2 (a throwaway self-signed certificate for localhost, which the audit's Chromium is told
 * to accept), as the edge does; text answers (HTML, JS, CSS, JSON, SVG, the manifest) go out as Brotli or gzip
 * when the browser's Accept-Encoding allows, and hashed build files (Cache-Control immutable) are kept in memory
 * once fetched, as an edge cache keeps them. Every other header (cookies both ways) passes through untouched.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type IncomingMessage, type OutgoingHttpHeaders, request } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

interface Stored {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Hashed build files are immutable: like Cloudflare's edge, the proxy keeps them once it has served them. */
const edge = new Map<string, Stored>();

/** The upstream answer as the browser gets it: compressed when it is text and the browser accepts it. */
function encode(req: Http2ServerRequest, answer: IncomingMessage, raw: Buffer): Stored {
  const type = String(answer.headers['content-type'] ?? '');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const status = answer.statusCode ?? 502;
  if (!encoding || answer.headers['content-encoding'] || !COMPRESSIBLE.test(type) || raw.length === 0) {
    return { status, headers: answer.headers, body: raw };
  }
  const body = compress(raw, encoding);
  const headers: OutgoingHttpHeaders = { ...answer.headers, 'content-encoding': encoding };
  headers['content-length'] = String(body.length);
  delete headers['transfer-encoding'];
  headers.vary = answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  return { status, headers, body };
}

/** Headers HTTP/2 forbids (the connection's own business in HTTP/1.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host'];
const withoutHopByHop = (headers: OutgoingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name.toLowerCase())));

function forward(upstream: URL, self: string, req: Http2ServerRequest, res: Http2ServerResponse) {
  const key = `${pickEncoding(req.headers['accept-encoding'])}:${req.url}`;
  const kept = req.method === 'GET' ? edge.get(key) : undefined;
  if (kept) {
    res.writeHead(kept.status, withoutHopByHop(kept.headers));
    res.end(kept.body);
    return;
  }
  // The proxy does the compressing, as the edge does: the app is asked for plain bytes.
  const headers: OutgoingHttpHeaders = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !name.startsWith(':')),
  );
  Object.assign(headers, { host: upstream.host, 'accept-encoding': 'identity' });
  // The app accepts state-changing calls from its own origin: the proxy's own origin stands for the upstream's.
  if (headers.origin === self) headers.origin = upstream.origin;
  const proxied = request(
    { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const out = encode(req, answer, Buffer.concat(chunks));
        const immutable = /immutable/.test(String(answer.headers['cache-control'] ?? ''));
        if (req.method === 'GET' && out.status === 200 && immutable) edge.set(key, out);
        res.writeHead(out.status, withoutHopByHop(out.headers));
        if (req.method === 'HEAD') res.end();
        else res.end(out.body);
      });
    },
  );
  proxied.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(proxied);
}

/** A self-signed certificate for localhost, valid for a day, from the system's openssl. */
function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), '16bars-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the proxy on a free port in front of `upstreamUrl`; returns its https URL and a stop function. */
export async function startCompressProxy(upstreamUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const upstream = new URL(upstreamUrl);
  let url = '';
  const server = createSecureServer({ ...localhostCertificate(), allowHTTP1: true }, (req, res) =>
    forward(upstream, url, req, res),
  );
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
