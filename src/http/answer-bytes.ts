/**
 * The bytes of a JSON answer: the members a handler made, written once as the answer's head,
 * then provenance (made per answer: it carries generated_at) and the closing brace.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A handler's members, and those whose JSON text is already made (a page cut from stored rows), as the start of one JSON object (no closing brace). */
export function answerHead(
  body: Record<string, unknown>,
  preSerialised: ReadonlyArray<readonly [name: string, json: string]> = [],
): string {
  const made = preSerialised.map(([name, json]) => `${JSON.stringify(name)}:${json}`).join(',');
  const members = JSON.stringify(body).slice(0, -1);
  return members === '{' ? `{${made}` : made ? `${members},${made}` : members;
}

/**
 * An answer's head as kept and sent: a string up to 64 KB, a Buffer above. Sending a small answer
 * as one string keeps it in V8's heap, which gives memory back after load, where a Buffer made
 * per answer is memory of the C allocator that the process keeps (resident memory
 * rose from 150 to 300 MB under load and stayed there); a large head (a page of 1000 rows is
 * 434 KB) is a Buffer kept once and written as it is, never copied per request.
 */
export type AnswerHead = string | Buffer;

const SMALL_ANSWER_CHARS = 64 * 1024;

export function answerHeadOf(text: string): AnswerHead {
  return text.length > SMALL_ANSWER_CHARS ? Buffer.from(text) : text;
}

/** `"provenance":` or `"x-provenance":`, after a comma when the head has members. */
function memberOpening(name: string, head: AnswerHead): string {
  return `${head.length > 1 ? ',' : ''}${JSON.stringify(name)}:`;
}

/** What closes an answer after its head: provenance as its last member, and the brace. */
export function answerTail(head: AnswerHead, provenanceMember: string, provenance: string): string {
  return `${memberOpening(provenanceMember, head)}${provenance}}`;
}

/**
 * The head, then its tail (provenance, the last member, made per answer: it carries generated_at,
 * and the closing brace). A large head goes out with its tail in one write.
 */
export function sendAnswer(reply: FastifyReply, head: AnswerHead, tail: string): FastifyReply {
  if (typeof head === 'string') return reply.send(head + tail);
  // Written to the socket as it is, with the headers Fastify holds, in one corked write: a
  // stream through Fastify cost more than the page itself (bench/). The reply's onResponse (the
  // log line) still runs: it listens on the raw response.
  const tailBytes = Buffer.from(tail);
  reply.header('content-length', String(head.length + tailBytes.length)).hijack();
  const raw = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  raw.writeHead(reply.statusCode, headers);
  raw.cork();
  raw.write(head);
  raw.end(tailBytes);
  return reply;
}
