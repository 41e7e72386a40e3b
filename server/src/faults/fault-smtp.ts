import { createServer, type Server, type Socket } from 'node:net';
import { freePort } from './fault-processes';

// A mail server for the fault tests that the test controls: it can be away (nothing listens on
// its port), refuse at the greeting (421), refuse recipients (451), or accept and keep every
// message. Enough SMTP for nodemailer: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS.

export type SmtpMode = 'away' | 'greeting-421' | 'recipient-451' | 'accept';

export interface ReceivedMail {
  to: string[];
  subject: string;
  at: number;
}

export interface FakeSmtp {
  url: string;
  mode: SmtpMode;
  received: ReceivedMail[];
  /** Refusals answered, by mode. */
  refusals: Record<string, number>;
  setMode(mode: SmtpMode): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeSmtp(mode: SmtpMode): Promise<FakeSmtp> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const smtp: FakeSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    mode,
    received: [],
    refusals: {},
    async setMode(next) {
      smtp.mode = next;
      if (next === 'away') await stop();
      else await listen();
    },
    async close() {
      await stop();
      for (const socket of sockets) socket.destroy();
    },
  };
  const refuse = (socket: Socket, line: string) => {
    smtp.refusals[smtp.mode] = (smtp.refusals[smtp.mode] ?? 0) + 1;
    socket.write(`${line}\r\n`);
  };

  function session(socket: Socket): void {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (smtp.mode === 'greeting-421') {
      refuse(socket, '421 4.3.2 Service not available, try again later');
      socket.end();
      return;
    }
    socket.write('220 faults.local ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let recipients: string[] = [];
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          inData = false;
          // Headers end at the first empty line; folded header lines start with white space.
          const headers = data.slice(0, data.indexOf('')).join('\r\n').replace(/\r\n[ \t]+/g, ' ');
          const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
          smtp.received.push({ to: recipients, subject, at: Date.now() });
          socket.write('250 2.0.0 Ok: queued\r\n');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-faults.local\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 faults.local\r\n');
        else if (verb === 'MAIL') {
          recipients = [];
          socket.write('250 2.1.0 Ok\r\n');
        } else if (verb === 'RCPT') {
          if (smtp.mode === 'recipient-451') refuse(socket, '451 4.3.0 Try again later');
          else {
            recipients.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
            socket.write('250 2.1.5 Ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          data = [];
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 2.0.0 Ok\r\n');
        else if (verb === 'QUIT') {
          socket.write('221 2.0.0 Bye\r\n');
          socket.end();
        } else socket.write('502 5.5.2 Command not recognized\r\n');
      }
    });
  }

  async function listen(): Promise<void> {
    if (server) return;
    const started = createServer(session);
    server = started;
    await new Promise<void>((resolve, reject) => {
      started.once('error', reject);
      started.listen(port, '127.0.0.1', () => resolve());
    });
  }

  async function stop(): Promise<void> {
    const stopping = server;
    server = null;
    if (!stopping) return;
    const closed = new Promise<void>((resolve) => stopping.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  if (mode !== 'away') await listen();
  return smtp;
}
