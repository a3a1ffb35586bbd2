// Every non-2xx answer is an ApiError body: { error, message, field? }.
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import type { ApiError } from "../../src/codecs/auth.ts";

export function sendError(reply: FastifyReply, status: number, error: string, message: string, field?: string): FastifyReply {
  const body: ApiError = field === undefined ? { error, message } : { error, message, field };
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

const CODES: Record<number, string> = { 400: "bad_request", 401: "unauthenticated", 403: "forbidden", 404: "not_found", 405: "method_not_allowed", 413: "payload_too_large", 415: "unsupported_media_type", 429: "rate_limited" };

/** Turns thrown errors into ApiError bodies; a 5xx never shows its cause to the client. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, "request failed");
      return sendError(reply, 500, "internal", "Something went wrong on the server. Please try again.");
    }
    return sendError(reply, status, CODES[status] ?? "bad_request", err.message);
  });
}
