import { buildServer } from './app.ts';
import { loadConfig } from './config.ts';

let loaded: ReturnType<typeof loadConfig>;
try {
  loaded = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { config, warnings } = loaded;
const app = await buildServer(config);
for (const warning of warnings) app.log.warn(warning);
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`BFF on http://${config.HOST}:${config.PORT} (legacy: ${config.LEGACY_BASE_URL})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
