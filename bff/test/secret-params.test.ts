import { legacy } from '@tix/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MissingRecording } from '../src/legacy/errors.ts';
import { loggerOptions } from '../src/lib/logger.ts';

// The BFF keeps the same secret parameters out of its logs and its problems that a recording keeps
// out of the repository: contract's SECRET_PARAMS, one list.
const params = {
  ...Object.fromEntries(legacy.SECRET_PARAMS.map((name) => [name, `value-of-${name}`])),
  email: 'org@example.co.za',
};

describe('secret parameters', () => {
  it('leave no value in a log line, which keeps the rest', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
    app.log.info({ params }, 'legacy call');
    await app.close();

    const logged = lines.join('\n');
    for (const name of legacy.SECRET_PARAMS) expect(logged).not.toContain(`value-of-${name}`);
    expect(logged).toContain('org@example.co.za');
  });

  it('leave no value in the problem naming a missing recording, which names the rest', () => {
    const { message } = new MissingRecording('ADDPROMOTER', params);
    expect(message).not.toContain('value-of-');
    expect(message).toContain('email=org@example.co.za');
  });
});
