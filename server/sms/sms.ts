// The SMS adapter (spec section 7: a GET to the gateway with the destination number, the text,
// the sender id PILAAC and the key). With no gateway configured, each message is one JSON line
// {to, text, at} appended to sms-outbox.jsonl in the data folder, so the whole flow works on a
// laptop and in tests (docs/decisions/015-account-recovery.md). A failure is an SmsError: the
// caller tells the person to try again later; nothing is swallowed. Neither the key nor a
// message's text (it holds the code) ever goes into an error or a log line.
import { appendFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Config } from "../config.ts";
import hi from "../../src/codecs/catalogue.hi.json" with { type: "json" };
import { msg } from "../../src/codecs/language.ts";
import { translate } from "../../src/codecs/translate.ts";
import type { Language } from "../../src/codecs/language.ts";

export const SMS_SENDER_ID = "PILAAC";
export const SMS_OUTBOX_FILE = "sms-outbox.jsonl";

/** The text of the one-time code's SMS, exactly as the spec gives it, in the language the person's account keeps (decision 074). */
export const otpSmsText = (otp: string, language: Language = "en") =>
  translate(language, language === "hi" ? hi : {}, msg("{otp} is your OTP to Login to the App. Thanks."), { otp });

/** The text of an invitation's SMS (decision 077): the code sets the person's own password through Forgot Password. */
export const inviteSmsText = (otp: string, language: Language = "en") =>
  translate(
    language,
    language === "hi" ? hi : {},
    msg(
      "You have been added to the Pidilite field app. To set your password, open the app, tap Forgot Password, enter this mobile number and then the code {otp} (valid for 3 days).",
    ),
    { otp },
  );

export interface SmsMessage {
  to: string;
  text: string;
  /**
   * The message's client reference (a one-time code's: the same on every send of that code, so a
   * gateway that takes one can drop a repeat; issue 43 item 5). Sent as the `{ref}` placeholder of
   * SMS_GATEWAY_URL where it has one, and always as the header Idempotency-Key.
   */
  ref?: string;
}

export interface SmsSender {
  /** Where messages go, for log lines ("the local outbox /data/sms-outbox.jsonl", "the gateway at sms.example.com"). */
  readonly where: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SmsError";
  }
}

/** A number as a log line may show it: its last four digits. */
export const maskedNumber = (to: string) => `******${to.slice(-4)}`;

/** Appends each message as a line {to, text, at} to `file` (created with its folder when missing). */
export function outboxSender(file: string, now: () => Date = () => new Date()): SmsSender {
  return {
    where: `the local outbox ${file}`,
    async send({ to, text, ref }) {
      try {
        await mkdir(dirname(file), { recursive: true });
        await appendFile(file, `${JSON.stringify({ to, text, at: now().toISOString(), ...(ref ? { ref } : {}) })}\n`, {
          encoding: "utf8",
          mode: 0o600,
        });
      } catch (e) {
        throw new SmsError(`the local SMS outbox ${file} cannot be written (${(e as NodeJS.ErrnoException).code ?? "error"})`, { cause: e });
      }
    },
  };
}

export type GatewayFetch = (
  url: string,
  init: { method: "GET"; signal: AbortSignal; headers: Record<string, string> },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/**
 * The gateway's request URL: the placeholders {to}, {text}, {sender}, {key} and {ref} (the
 * message's client reference, empty when it has none) of SMS_GATEWAY_URL filled in, or, when it
 * has none, the first four appended as query parameters of those names (a client reference only
 * goes where the URL asks for it: not every gateway takes an unknown parameter).
 */
export function gatewayRequestUrl(template: string, key: string, { to, text, ref }: SmsMessage): string {
  const values: Record<string, string> = { to, text, sender: SMS_SENDER_ID, key, ref: ref ?? "" };
  if (/\{(to|text|sender|key|ref)\}/.test(template))
    return template.replace(/\{(to|text|sender|key|ref)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
  const url = new URL(template);
  for (const name of ["to", "text", "sender", "key"]) url.searchParams.set(name, values[name]!);
  return url.toString();
}

export const GATEWAY_TIMEOUT_MS = 10_000;

/** Sends through the gateway: a GET that must answer 2xx within GATEWAY_TIMEOUT_MS. */
export function gatewaySender(
  { url, key }: { url: string; key: string },
  fetchFn: GatewayFetch = fetch as unknown as GatewayFetch,
  timeoutMs = GATEWAY_TIMEOUT_MS,
): SmsSender {
  const host = new URL(url.replace(/\{\w+\}/g, "x")).host;
  return {
    where: `the SMS gateway at ${host}`,
    async send(message) {
      let status: number;
      try {
        const r = await fetchFn(gatewayRequestUrl(url, key, message), {
          method: "GET",
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: "application/json", ...(message.ref ? { "idempotency-key": message.ref } : {}) },
        });
        status = r.status;
        await r.text().catch(() => "");
        if (r.ok) return;
      } catch (e) {
        const why =
          e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError")
            ? `no answer within ${timeoutMs / 1000} s`
            : "it cannot be reached";
        throw new SmsError(`the SMS gateway at ${host} failed: ${why}`, { cause: e instanceof Error ? new Error(e.name) : undefined });
      }
      throw new SmsError(`the SMS gateway at ${host} answered HTTP ${status}`);
    },
  };
}

/** The sender the configuration asks for: the gateway, or the outbox file in DATA_DIR. */
export const smsSenderOf = (config: Pick<Config, "smsGateway" | "dataDir">): SmsSender =>
  config.smsGateway ? gatewaySender(config.smsGateway) : outboxSender(join(config.dataDir, SMS_OUTBOX_FILE));
