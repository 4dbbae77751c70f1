import { type ChaosSetting, parseChaos } from './chaos.ts';
import { buildStandin, standinOf } from './server.ts';
import { profileFrom } from './spec-strict/index.ts';
import { FIRST_READING, variantsFrom } from './spec-strict/variants.ts';

// `npm run standin`: PORT (8090), HOST (127.0.0.1), LEGACY_OP_PARAM (q), LOG_LEVEL,
// `--chaos=latency:2000|reset|500|php-warning|garbage` for fault tests, and
// `--profile spec-strict` (or LEGACY_PROFILE=spec-strict): answers as the spec alone promises them;
// `--variants a,b` (or LEGACY_VARIANTS): a second reading's differences (spec-strict/variants.ts).

function chaosArgument(args: readonly string[]): ChaosSetting | null {
  const index = args.findIndex((a) => a === '--chaos' || a.startsWith('--chaos='));
  if (index < 0) return null;
  const arg = args[index] ?? '';
  return parseChaos(arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (args[index + 1] ?? ''));
}

const port = Number(process.env.PORT ?? 8090);
const host = process.env.HOST ?? '127.0.0.1';
const opParam = process.env.LEGACY_OP_PARAM || 'q';
const logLevel = process.env.LOG_LEVEL;

try {
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got '${process.env.PORT}'`);
  const chaos = chaosArgument(process.argv.slice(2));
  const profile = profileFrom(process.argv.slice(2), process.env.LEGACY_PROFILE);
  const reading = variantsFrom(process.argv.slice(2), process.env.LEGACY_VARIANTS);
  const app = buildStandin({ opParam, profile, reading, logger: logLevel ? { level: logLevel } : false });
  if (chaos) standinOf(app).chaos.set(chaos);
  const address = await app.listen({ port, host });
  const chaosNote = chaos && chaos.mode !== 'off' ? `, chaos ${chaos.mode}` : '';
  const variants = Object.entries(reading).filter(
    ([name, on]) => on && on !== FIRST_READING[name as keyof typeof reading],
  );
  const variantNote = variants.length
    ? `, variants ${variants.map(([name, on]) => (on === true ? name : `${name}=${on}`)).join(' ')}`
    : '';
  console.log(
    `Legacy stand-in on ${address}/webservices.php?${opParam}=... (strict, profile ${profile}${chaosNote}${variantNote})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(`Legacy stand-in failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
