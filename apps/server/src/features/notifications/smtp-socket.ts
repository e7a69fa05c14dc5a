import net from 'node:net';

/** What nodemailer's pool passes to its `getSocket` option (its parsed transport options). */
interface SocketTarget {
  host?: string;
  port?: number | string;
  secure?: boolean;
}

/**
 * Opens the TCP connection of a pooled SMTP connection with Nagle's algorithm off (nodemailer's `getSocket`
 * hook; nodemailer still does the TLS, the timeouts and the SMTP dialogue). nodemailer writes each message
 * in several small packets, and with Nagle on each one waited for the server's delayed acknowledgement
 * (about 40 ms on Linux): one connection carried about 20 messages a second, whatever the server's speed.
 *
 * The socket is handed over while it is still connecting, on purpose: nodemailer attaches its handlers in
 * this same tick, so a refused connection is its ordinary connection error (the pool drops that connection
 * and the job is retried). Reporting the error through the callback instead would leave a dead connection
 * in the pool, and after SMTP_MAX_CONNECTIONS failures every send would wait forever.
 */
export function openSmtpSocket(
  target: SocketTarget,
  callback: (error: Error | null, socket: { connection: net.Socket }) => void,
): void {
  const connection = net.connect({
    host: target.host || 'localhost',
    // nodemailer's defaults when the URL has no port.
    port: Number(target.port) || (target.secure ? 465 : 587),
    noDelay: true,
    keepAlive: true,
  });
  callback(null, { connection });
}
