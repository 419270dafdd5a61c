import { z } from 'zod';

const Env = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SIM_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface SimulatorConfig {
  port: number;
  host: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
}

/** Reads the environment once; the only place that looks at `process.env`. */
export function loadSimulatorConfig(env: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid simulator configuration:\n${lines.join('\n')}`);
  }
  return { port: parsed.data.SIM_PORT, host: parsed.data.SIM_HOST, logLevel: parsed.data.LOG_LEVEL };
}
