/**
 * Reads a multipart upload as it arrives and streams its file to the store (decision 0039): nothing is held whole
 * in memory. The first bytes decide the type and the name's extension must agree (decision 0076; refused: 415); past
 * 25 MB reading stops (413). Either way the store's put fails, which leaves nothing stored.
 */
import { Readable, Transform, type TransformCallback } from 'node:stream';
import Busboy from '@fastify/busboy';
import { FILE_FIELD, FILE_MAX_BYTES, FILE_TOO_LARGE, FILE_TYPES_ACCEPTED } from '@shared/schemas/files';
import { AppError, badRequest, keyed } from '../../errors';
import type { FileStore } from '../../files';
import { cleanFileName } from '../../files/file-name';
import { SNIFF_BYTES, sniffFileType } from '../../files/file-type';

/** Room for the multipart envelope (boundaries, part headers) around the largest file. */
const ENVELOPE_BYTES = 64 * 1024;

export const tooLarge = () => new AppError(413, 'payload_too_large', FILE_TOO_LARGE, { file: 'errors.files.fileMost25Mb' });

export const missingFile = () =>
  badRequest(keyed('errors.files.sendMultipart', { field: FILE_FIELD }), { file: 'errors.files.chooseFileUpload' });

const refusedType = () =>
  new AppError(
    415,
    'unsupported_media_type',
    `This kind of file cannot be shared. Share ${FILE_TYPES_ACCEPTED}, named with their usual extension.`,
    {
      file: `Only ${FILE_TYPES_ACCEPTED} can be shared, named with their usual extension; programs, scripts, web pages and SVG images cannot.`,
    },
  );

/** Passes the bytes on once the first ones show an accepted type, counting them and failing past the limit. */
class CheckedFile extends Transform {
  contentType: string | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;
  size = 0;

  constructor(private readonly name: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.size > FILE_MAX_BYTES) return done(tooLarge());
    if (this.contentType) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.decide(done);
  }

  override _flush(done: TransformCallback) {
    if (this.contentType) return done();
    this.decide(done);
  }

  private decide(done: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.contentType = sniffFileType(head.subarray(0, SNIFF_BYTES), this.name);
    if (!this.contentType) return done(refusedType());
    done(null, head);
  }
}

export interface ReceivedFile {
  name: string;
  contentType: string;
  size: number;
}

/** Streams the request's file into `store` under `key`; rejects with 400, 413 or 415 and leaves nothing stored. */
export function receiveUpload(request: Request, store: FileStore, key: string): Promise<ReceivedFile> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type) || !request.body) return Promise.reject(missingFile());
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > FILE_MAX_BYTES + ENVELOPE_BYTES) return Promise.reject(tooLarge());

  return new Promise<ReceivedFile>((resolve, reject) => {
    const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream);
    let settled = false;
    let receiving = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop reading: the rest of the body is never taken in.
      source.unpipe();
      source.destroy();
      reject(error);
    };
    let parser: ReturnType<typeof Busboy>;
    try {
      // One byte past the limit lets CheckedFile see the file is too large; busboy then discards the rest.
      parser = Busboy({
        headers: { 'content-type': type },
        limits: { files: 1, fileSize: FILE_MAX_BYTES + 1, fields: 10, parts: 12, fieldSize: 1024 },
      });
    } catch {
      fail(missingFile());
      return;
    }
    parser.on('file', (field, stream, filename) => {
      if (field !== FILE_FIELD || receiving) {
        stream.resume();
        return;
      }
      receiving = true;
      const name = cleanFileName(filename);
      const checked = new CheckedFile(name);
      stream.on('error', (error) => checked.destroy(error));
      // Its failure (too large, refused type) reaches us through the store's put; this keeps it from being thrown.
      checked.on('error', () => {});
      stream.pipe(checked);
      store.put(key, checked).then(
        ({ size }) => {
          if (settled) return;
          settled = true;
          resolve({ name, contentType: checked.contentType!, size });
        },
        (error: unknown) => fail(error instanceof AppError ? error : checked.errored instanceof AppError ? checked.errored : error),
      );
    });
    parser.on('finish', () => {
      if (!receiving) fail(missingFile());
    });
    parser.on('error', () => fail(badRequest('errors.files.uploadCouldReadMultipart', { file: 'errors.files.chooseFileUpload' })));
    source.on('error', (error) => fail(error));
    source.pipe(parser);
  });
}
