// Opaque session tokens: 32 random bytes (base64url) handed to the client once; only their
// sha256 is stored.
import { createHash, randomBytes } from "node:crypto";

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case: RFC 9110 section 11.1), or null. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer +([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? "");
  return m ? m[1]! : null;
}
