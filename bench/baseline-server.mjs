// The physical limit each endpoint is measured against (issue 7): a bare node:http server, no
// framework, that answers the recorded status, headers and body of each benchmarked request
// (the same bytes the service sent) from memory. Request bodies are read to the end first, as
// the service must. A recording with a `requestBody` is answered only to that body (the CPU bench
// sends varied inputs to one path). Usage: node bench/baseline-server.mjs RECORDINGS.json PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = new Map();
const keyedByBody = new Set();
for (const recorded of JSON.parse(readFileSync(file, 'utf8'))) {
  const answer = { status: recorded.status, headers: recorded.headers, body: Buffer.from(recorded.body, 'base64') };
  if (recorded.requestBody === undefined) answers.set(recorded.key, answer);
  else {
    keyedByBody.add(recorded.key);
    answers.set(`${recorded.key} ${recorded.requestBody}`, answer);
  }
}

const server = createServer((request, response) => {
  const key = `${request.method} ${request.url}${request.headers['if-none-match'] ? ' revalidate' : ''}`;
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const answer = answers.get(keyedByBody.has(key) ? `${key} ${Buffer.concat(chunks).toString('utf8')}` : key);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
});
server.keepAliveTimeout = 5000;
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
