import net, { type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** A message the receiver accepted (answered 250 to): its envelope and the parsed message. */
export interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
}

/** What the receiver does with the next DATA: accept, refuse with a 4xx, or hold until told. */
export type SmtpBehaviour = 'accept' | 451 | 'hold';

export interface SmtpReceiver {
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string;
  /** Accepted messages, in order. */
  accepted: ReceivedMail[];
  /** Every DATA received, with what the receiver did. */
  attempts: SmtpBehaviour[];
  /** The next DATA commands get these behaviours, then every later one is accepted. */
  script(behaviours: SmtpBehaviour[]): void;
  /** Answers every held DATA with a 451 (the message was never accepted). */
  refuseHeld(): void;
  /** Refuses these recipients for good at RCPT TO (550: no such mailbox), as a hard bounce at send time. */
  refuseRecipients(addresses: string[]): void;
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on 127.0.0.1, parsing what it accepts with `mailparser`. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const accepted: ReceivedMail[] = [];
  const attempts: SmtpBehaviour[] = [];
  let scripted: SmtpBehaviour[] = [];
  const held: ((error: Error) => void)[] = [];
  const refusedRecipients = new Set<string>();
  const refusal = () => Object.assign(new Error('Try again later'), { responseCode: 451 });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const behaviour = scripted.shift() ?? 'accept';
        attempts.push(behaviour);
        if (behaviour === 451) {
          callback(refusal());
          return;
        }
        if (behaviour === 'hold') {
          held.push(callback);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            // Recorded before the 250 goes out: once the sender knows, the test does too.
            accepted.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    attempts,
    script(behaviours) {
      scripted = [...behaviours];
    },
    refuseHeld() {
      for (const callback of held.splice(0)) callback(refusal());
    },
    refuseRecipients(addresses) {
      for (const address of addresses) refusedRecipients.add(address.toLowerCase());
    },
    close() {
      for (const callback of held.splice(0)) callback(refusal());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface TricklingSmtpServer {
  /** smtp://127.0.0.1:{port}, for SMTP_URL. */
  url: string;
  /** Connections closed so far (by the client giving up, or the server closing). */
  closedConnections(): number;
  close(): Promise<void>;
}

/**
 * An SMTP server that greets, then answers EHLO one continuation line ("250-…") every `everyMs`
 * and never ends the answer: each byte comes well within any idle timeout, so only a deadline on
 * the whole attempt ends it.
 */
export async function startTricklingSmtpServer(everyMs = 50): Promise<TricklingSmtpServer> {
  const sockets = new Set<Socket>();
  let closed = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let timer: NodeJS.Timeout | undefined;
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      closed++;
    });
    socket.on('error', () => undefined);
    socket.write('220 trickle.test ESMTP\r\n');
    socket.once('data', () => {
      timer = setInterval(() => socket.write('250-still thinking\r\n'), everyMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    closedConnections: () => closed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
