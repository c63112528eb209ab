import pino from 'pino';

/**
 * Structured JSON logs. `issueLevel` (Dev | Business) follows the spec's issue levels.
 * Never log passwords, tokens or full addresses.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'shop' },
  redact: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization'],
});
