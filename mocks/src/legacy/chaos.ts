import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

// Faults for the BFF's tests, applied to legacy protocol routes only (never to /__standin).

export const chaosSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('latency'), ms: z.number().int().min(0).max(120_000).default(2000) }),
  z.object({ mode: z.literal('reset') }),
  z.object({ mode: z.literal('500') }),
  z.object({ mode: z.literal('php-warning') }),
  z.object({ mode: z.literal('garbage') }),
  z.object({ mode: z.literal('off') }),
]);
export type ChaosSetting = z.infer<typeof chaosSchema>;

/** `latency:2000`, `reset`, `500`, `php-warning`, `garbage` or `off`, as on the command line. */
export function parseChaos(text: string): ChaosSetting {
  const [mode, ms] = text.split(':');
  const parsed = chaosSchema.safeParse(ms === undefined ? { mode } : { mode, ms: Number(ms) });
  if (!parsed.success)
    throw new Error(`Unknown chaos setting '${text}' (latency[:ms], reset, 500, php-warning, garbage, off)`);
  return parsed.data;
}

export class Chaos {
  private setting: ChaosSetting = { mode: 'off' };

  get current(): ChaosSetting {
    return this.setting;
  }

  set(setting: ChaosSetting): void {
    this.setting = setting;
  }

  clear(): void {
    this.setting = { mode: 'off' };
  }
}

export const PHP_WARNING =
  '<br />\n<b>Warning</b>:  Undefined array key "limit" in <b>/var/www/html/webservices.php</b> on line <b>412</b><br />\n';

export const PHP_FATAL =
  '<br />\n<b>Fatal error</b>:  Uncaught mysqli_sql_exception: MySQL server has gone away in /var/www/html/config.php:14\nStack trace:\n#0 {main}\n  thrown in <b>/var/www/html/config.php</b> on line <b>14</b><br />\n';

export const GARBAGE_PAGE = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies the current fault before a legacy request is handled; true when it answered already. */
export async function applyChaos(
  chaos: Chaos,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const setting = chaos.current;
  switch (setting.mode) {
    case 'latency':
      await sleep(setting.ms);
      return false;
    case 'reset':
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    case '500':
      reply.code(500).type('text/html; charset=UTF-8').send(PHP_FATAL);
      return true;
    case 'garbage':
      reply.code(200).type('text/html; charset=UTF-8').send(GARBAGE_PAGE);
      return true;
    default:
      return false;
  }
}

/** What PHP printed before the JSON, if anything. */
export const phpPrefix = (chaos: Chaos): string => (chaos.current.mode === 'php-warning' ? PHP_WARNING : '');
