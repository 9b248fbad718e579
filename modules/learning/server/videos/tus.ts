import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server, type Upload } from '@tus/server';
import { AppError, serve, type RequestContext } from '@portal/kit';
import * as C from '../../shared/media.ts';
import { LEARNING_MODULES as M } from '../../shared/index.ts';
import type { VideoSettings } from './config.ts';
import { checkHead, createUpload, tooLarge, finishUpload, ownUpload, touchUpload } from './videos.service.ts';
import { VIDEO_HEAD_BYTES } from './sniff.ts';

/** A refusal as tus hooks throw it: the status and the API's usual JSON error body. */
function tusError(err: unknown): { status_code: number; body: string } {
  if (err instanceof AppError)
    return {
      status_code: err.statusCode,
      body: JSON.stringify({ statusCode: err.statusCode, error: 'Upload refused', message: err.message }),
    };
  throw err;
}

/** tus's plain-text refusals, said for people. */
function tusMessage(status: number, text: string): string {
  const t = text.trim();
  if (/Tus-Resumable Required/i.test(t)) return 'Send the video with a resumable-upload (tus 1.0.0) client';
  if (/Upload-Length/i.test(t)) return 'Give the size of the video (Upload-Length)';
  if (/Upload-Offset|offset/i.test(t)) return 'The upload is at another byte; ask where it stands (HEAD) and resume';
  if (/Content-Type/i.test(t)) return 'Send the bytes as application/offset+octet-stream';
  if (status === 404) return 'Upload not found';
  return t || 'The upload was refused';
}

/** The first `n` bytes of a stream, and a stream that still yields every byte. */
async function peek(stream: Readable, n: number): Promise<{ head: Buffer; body: Readable }> {
  // The upload is a byte stream: what it yields is a Buffer.
  const it: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < n) {
    const next = await it.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    if (head.length) yield head;
    if (ended) return;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, body: Readable.from(rest(), { objectMode: false }) };
}

/**
 * The tus server (@tus/server) under /api/videos/tus. Fastify has already signed the request in and checked the
 * access module; each hook then works as that user: creation checks the metadata, the cap and the centre; every
 * later request must come from the upload's own uploader; the first bytes are sniffed before they are stored.
 */
export function videoUploadRoutes(app: FastifyInstance, settings: VideoSettings): void {
  const contexts = new WeakMap<Request, RequestContext>();
  const ctxOf = (req: Request) => {
    const ctx = contexts.get(req);
    if (!ctx) throw new AppError(401, 'Please sign in again');
    return ctx;
  };
  const tus = new Server({
    path: C.TUS_PATH,
    datastore: settings.storage.datastore,
    maxSize: settings.maxBytes,
    relativeLocation: true,
    allowedOrigins: [],
    namingFunction: () => randomBytes(16).toString('hex'),
    // tus's own size refusal (at creation, or bytes past the declared length) in the API's words.
    async onResponseError(_req, err) {
      if ((err as { status_code?: number }).status_code === 413)
        return tusError(new AppError(413, tooLarge(settings.maxBytes)));
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST') return;
      try {
        await ownUpload(ctxOf(req), uploadId);
      } catch (err) {
        throw tusError(err);
      }
    },
    async onUploadCreate(req, upload: Upload) {
      try {
        await createUpload(ctxOf(req), settings, upload.id, upload.size, upload.metadata ?? {});
      } catch (err) {
        throw tusError(err);
      }
      return {};
    },
    async onUploadFinish(req, upload: Upload) {
      try {
        await finishUpload(ctxOf(req), settings, upload.id);
      } catch (err) {
        throw tusError(err);
      }
      return {};
    },
  });

  async function handle(request: FastifyRequest, reply: FastifyReply, uploadId?: string) {
    const ctx = request.ctx;
    const hasBody = request.method === 'PATCH' || request.method === 'POST';
    let body: Readable | undefined = hasBody ? request.raw : undefined;
    // The first bytes of an upload are a video's, or the upload stops here.
    if (request.method === 'PATCH' && uploadId && request.headers['upload-offset'] === '0') {
      try {
        await ownUpload(ctx, uploadId);
        const peeked = await peek(request.raw, VIDEO_HEAD_BYTES);
        if (peeked.head.length) await checkHead(ctx, settings, uploadId, peeked.head);
        body = peeked.body;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        request.raw.resume();
        return reply
          .code(err.statusCode)
          .header('tus-resumable', '1.0.0')
          .type('application/json')
          .send(JSON.stringify({ statusCode: err.statusCode, error: 'Upload refused', message: err.message }));
      }
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const webRequest = new Request(`http://portal.local${request.url}`, {
      method: request.method,
      headers,
      // cast: node:stream/web's ReadableStream is the global one fetch takes; their declarations differ only in name
      body: body ? (Readable.toWeb(body) as ReadableStream) : undefined,
      // @ts-expect-error Node's fetch needs duplex for a streamed body; the DOM typings do not know it.
      duplex: 'half',
    });
    contexts.set(webRequest, ctx);
    const res = await tus.handleWeb(webRequest);
    if (request.method === 'PATCH' && uploadId && res.status === 204) await touchUpload(ctx.db, uploadId);
    reply.code(res.status);
    res.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'connection') reply.header(name, value);
    });
    const text = res.body ? await res.text() : '';
    if (res.status < 400 || text.startsWith('{')) {
      if (text.startsWith('{')) reply.type('application/json');
      return reply.send(Buffer.from(text));
    }
    // tus's own refusals (plain text) in the API's error shape, in words a person understands.
    return reply
      .type('application/json')
      .send(JSON.stringify({ statusCode: res.status, error: 'Upload refused', message: tusMessage(res.status, text) }));
  }

  void app.register(async (scope) => {
    // tus bodies are raw bytes read as they stream: no parser may consume them first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    serve(scope, C.createVideoUpload, ({ raw }, reply) => handle(raw, reply));
    serve(scope, C.patchVideoUpload, ({ raw, params }, reply) => handle(raw, reply, params.uploadId));
    serve(scope, C.deleteVideoUpload, ({ raw, params }, reply) => handle(raw, reply, params.uploadId));
    // HEAD: where a cut upload stands (Upload-Offset), to resume from there; part of uploading, so a write.
    scope.route({
      method: 'HEAD',
      url: `${C.TUS_PATH}/:uploadId`,
      config: { module: M.RECORDED, accessMethod: 'POST' },
      schema: { hide: true },
      handler: (request, reply) => handle(request, reply, (request.params as { uploadId: string }).uploadId),
    });
  });
}
