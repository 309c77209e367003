/**
 * What the tests of the scheduled fetches share: a loopback publisher on a free port, and a
 * service under a clock the test moves, with what each dataset's job last did as /readyz says it.
 */
import { type RequestListener, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../../src/http/config.js';
import { type Service, buildService } from '../../src/http/service.js';

export interface Loopback {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

export async function loopbackPublisher(answer: RequestListener): Promise<Loopback> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface FetchState {
  last_attempt: string | null;
  last_error: string | null;
  last_written: string[];
  next_run: string;
}

export interface ScheduledService {
  service: Service;
  /** The dataset's scheduled job as readiness shows it. */
  fetchState(dataset: string): Promise<FetchState | undefined>;
  close(): Promise<void>;
}

export async function scheduledService(env: Record<string, string>, clock: () => Date): Promise<ScheduledService> {
  const service = await buildService(readConfig(env), { logger: false, clock });
  return {
    service,
    fetchState: async (dataset) =>
      ((await service.app.inject('/readyz')).json() as { freshness: Record<string, { fetch: FetchState }> }).freshness[
        dataset
      ]?.fetch,
    close: async () => {
      service.scheduler.stop();
      await service.app.close();
    },
  };
}
