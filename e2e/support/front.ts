import { readdirSync, readFileSync, readlinkSync } from "node:fs";

// The processes behind start:prod's front, found the way `ss -ltnp` finds them: the socket listening
// on a loopback port (/proc/net/tcp), then the process holding it (/proc/PID/fd).

const listening = "0A";

function listeningSocketInode(port: number): string | undefined {
  const wanted = `0100007F:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] === wanted && fields[3] === listening) return fields[9];
  }
  return undefined;
}

/** The process listening on 127.0.0.1:port. */
export function processListeningOn(port: number): number {
  const inode = listeningSocketInode(port);
  if (!inode) throw new Error(`nothing listens on 127.0.0.1:${port}`);
  const socket = `socket:[${inode}]`;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === socket) return Number(pid);
      } catch {
        // the descriptor closed while we looked
      }
    }
  }
  throw new Error(`no process holds the socket of 127.0.0.1:${port}`);
}
