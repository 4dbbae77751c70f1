import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildStandin, type StandinOptions } from '../../mocks/src/legacy/index.ts';
import { bffFor } from './helpers.ts';

/**
 * A fresh stand-in on a loopback port and a BFF talking to it over real HTTP; `standinOptions`
 * picks, for example, the spec-strict profile.
 */
export async function stack(
  env: Record<string, string> = {},
  standinOptions: StandinOptions = {},
): Promise<{
  app: FastifyInstance;
  standin: FastifyInstance;
  standinUrl: string;
  close: () => Promise<void>;
}> {
  const standin = buildStandin(standinOptions);
  await standin.listen({ port: 0, host: '127.0.0.1' });
  const standinUrl = `http://127.0.0.1:${(standin.server.address() as AddressInfo).port}/`;
  const app = await bffFor(standinUrl, env);
  return {
    app,
    standin,
    standinUrl,
    close: async () => {
      await app.close();
      await standin.close();
    },
  };
}
