export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

type Fields = Record<string, unknown>;

type Log = {
  (message: string): void;
  (fields: Fields, message: string): void;
};

/** pino's order, as the API's logger: the fields first, then the message. */
export interface Logger {
  debug: Log;
  info: Log;
  warn: Log;
  error: Log;
}

// The same level names as the API's JSON lines, so one filter reads the logs of the whole stack.
const levelNames = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" } as const;
const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** JSON lines on stdout: one object per event with level, time and message. */
export function createLogger(level: LogLevel, write = (line: string) => process.stdout.write(`${line}\n`)): Logger {
  const at = (name: keyof typeof levelNames) => (first: string | Fields, second?: string) => {
    if (rank[name] < rank[level]) return;
    const [fields, message] = typeof first === "string" ? [{}, first] : [first, second];
    write(JSON.stringify({ level: levelNames[name], time: new Date().toISOString(), message, ...fields }));
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
