import pino from 'pino';

/** Structured JSON logs. Tokens, cookies and passwords are redacted wherever they appear. */
export function createLogger(level = 'info', destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'gateway' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.access_token',
        '*.providerToken',
        'variables.password',
        'variables.input.password',
        'variables.input.currentPassword',
        'variables.input.newPassword',
        'variables.input.confirmPassword',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
