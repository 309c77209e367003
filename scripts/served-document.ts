/**
 * The OpenAPI 3.1 document the service serves with its default configuration over the shipped
 * data, as the text the client is generated from: x-provenance (which carries the time the
 * answer was made) left out, two-space indented. Used by `npm run client` and by the test that
 * fails when the committed client no longer matches the served document.
 */
import { buildService } from '../src/http/service.js';
import { readConfig } from '../src/http/config.js';

export async function servedDocument(): Promise<string> {
  const { app } = await buildService(readConfig({}), { logger: false });
  try {
    const { 'x-provenance': _provenance, ...document } = (await app.inject('/v1/openapi.json')).json();
    return `${JSON.stringify(document, null, 2)}\n`;
  } finally {
    await app.close();
  }
}
