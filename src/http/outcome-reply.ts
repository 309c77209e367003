/** An Outcome of the one answer path (answer-pipeline.ts) written to a Fastify reply: its status, headers and bytes. */
import type { FastifyReply } from 'fastify';
import type { Outcome } from './answer-pipeline.js';
import { sendAnswer } from './answer-bytes.js';
import { setHeaders } from './contract/headers.js';
import { sendFile } from './file-answer.js';

export function replyWith(reply: FastifyReply, outcome: Outcome): FastifyReply {
  setHeaders(reply, outcome.headers);
  if ('file' in outcome) return sendFile(reply, outcome.file);
  if (!('head' in outcome)) return reply.code(304).send();
  reply.code(outcome.status).type('application/json; charset=utf-8');
  return sendAnswer(reply, outcome.head, outcome.tail);
}
