/** Downloading a publisher's file for `npm run fetch`: every failure an ImportError that starts with the address. */
import { ImportError } from './model.js';

const TIMEOUT_MS = 60_000;

export async function download(url: string, init: RequestInit = {}): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ImportError(`${url} could not be reached (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw new ImportError(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
