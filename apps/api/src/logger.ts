import pino from "pino";

const levelNames: Record<string, string> = { warn: "WARNING", error: "ERROR", info: "INFO", debug: "DEBUG" };

/** JSON lines with the contract's field names: message, status_code, stack_trace, request_id. */
export function createLogger(level = process.env.LOG_LEVEL ?? "info", destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      messageKey: "message",
      base: undefined,
      // ISO times, as the identity provider writes them, so the two logs read and sort alike.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: levelNames[label] ?? label.toUpperCase() }) },
    },
    destination ?? pino.destination(1),
  );
}

export type Logger = ReturnType<typeof createLogger>;
