/**
 * A stored file sent as it is (a dataset download), or bytes made for a download (a CSV of
 * changes) or to be read (a dataset's feed); their own members or the Link to the answer that
 * describes them carry provenance.
 */
import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface FileAnswer {
  file: ({ path: string; size: number } | { bytes: Buffer }) & {
    contentType: string;
    /** The name to save it by (Content-Disposition: attachment); none for an answer read, not saved (a feed). */
    filename?: string;
    /** Bytes sent before the file (a UTF-8 byte-order mark for spreadsheet programs). */
    prefix?: string;
    /** The answer with provenance that describes the file (Link: rel="describedby"). */
    describedBy: string;
  };
}

export function sendFile(reply: FastifyReply, file: FileAnswer['file']): FastifyReply {
  const prefix = file.prefix ?? '';
  const size = 'bytes' in file ? file.bytes.length : file.size;
  reply
    .code(200)
    .type(file.contentType)
    .header('content-length', String(Buffer.byteLength(prefix) + size))
    .header('link', `<${file.describedBy}>; rel="describedby"`);
  if (file.filename !== undefined) reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  if ('bytes' in file) return reply.send(prefix ? Buffer.concat([Buffer.from(prefix), file.bytes]) : file.bytes);
  const stream = createReadStream(file.path);
  if (!prefix) return reply.send(stream);
  const body = new PassThrough();
  body.write(prefix);
  stream.on('error', (error) => body.destroy(error));
  stream.pipe(body);
  return reply.send(body);
}

/** What every file answer carries, as the OpenAPI documents describe it: its name to save it by, and the answer that describes it. */
export const FILE_HEADERS = {
  'Content-Disposition': {
    description: 'attachment; filename="{dataset}-{version}{suffix}": the name to save the file by.',
    required: true,
    schema: { type: 'string', pattern: '^attachment; filename="[^"]+"$' },
  },
  Link: {
    description: 'The version’s own answer, with its provenance: <{path}>; rel="describedby".',
    required: true,
    schema: { type: 'string', pattern: '^<[^>]+>; rel="describedby"$' },
  },
};
