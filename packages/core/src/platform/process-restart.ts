// How npm start restarts a process of the site that died: soon at first, then ever more slowly, so
// a process that dies at every start neither floods the log nor holds a core busy.
const processRestarts = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  /** A process that stayed up this long before dying starts over at the first delay. */
  steadyAfterMs: 60_000,
} as const;

export interface NextRestart {
  delayMs: number;
  /** Counting this one; pass it back in when the restarted process dies in turn. */
  restartsInARow: number;
}

/** The wait before restarting a process that died after upForMs, given the restarts in a row before it. */
export function nextRestart(restartsInARow: number, upForMs: number): NextRestart {
  const before = upForMs >= processRestarts.steadyAfterMs ? 0 : restartsInARow;
  return {
    delayMs: Math.min(processRestarts.firstDelayMs * 2 ** before, processRestarts.maxDelayMs),
    restartsInARow: before + 1,
  };
}
