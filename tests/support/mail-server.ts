import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./site-process";

/**
 * A real SMTP server in the test process (smtp-server), keeping every message it accepts parsed
 * (mailparser). It can be stopped and started again on the same port: a mail server outage.
 */
export class TestMailServer {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<TestMailServer> {
    const mail = new TestMailServer(await freePort());
    await mail.resume();
    return mail;
  }

  async resume(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      disableReverseLookup: true,
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push(parsed);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    // A client that goes away mid-conversation (a site process killed while its pooled connection is open)
    // resets its socket: the server says so with an error event, which is no failure of the test.
    server.on("error", () => undefined);
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
  }

  /** Stops listening and drops open connections: every delivery fails until `resume`. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The settings a site needs to send here. */
  get env() {
    return { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(this.port), SMTP_SECURE: "false" };
  }

  to(address: string) {
    return this.received.filter((mail) => JSON.stringify(mail.to).includes(address));
  }

  /**
   * Waits until `count` messages to an address arrived, those `which` keeps (all by default), and answers
   * them; throws after `timeoutMs`.
   */
  async waitForTo(address: string, count: number, which = (_mail: ParsedMail) => true, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    const arrived = () => this.to(address).filter(which);
    while (arrived().length < count) {
      if (Date.now() > deadline) throw new Error(`${arrived().length} of ${count} e-mails to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return arrived();
  }

  /** Waits until `count` messages arrived (or throws after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.received.length} of ${count} messages arrived`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
