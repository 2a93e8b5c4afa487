export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

// The same level names as the API's JSON lines, so one filter reads the logs of the whole stack.
const levelNames = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" } as const;
const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** JSON lines on stdout: one object per event with level, time and message. */
export function createLogger(level: LogLevel, write = (line: string) => process.stdout.write(`${line}\n`)): Logger {
  const at =
    (name: keyof typeof levelNames) =>
    (message: string, fields: Fields = {}) => {
      if (rank[name] < rank[level]) return;
      write(JSON.stringify({ level: levelNames[name], time: new Date().toISOString(), message, ...fields }));
    };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
