// A reason the server cannot start, told in one line that names the setting and the fix
// (`npm start` prints it without a stack trace unless LOG_LEVEL=debug).

export class StartupError extends Error {
  /** `setting`: the environment variable to change (DATA_DIR, DATABASE_URL, HOST, PORT), or null. */
  constructor(
    readonly setting: string | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "StartupError";
  }
}

/** The code of a Node or driver error (ENOENT, ECONNREFUSED, 28P01...), or "". */
export const codeOf = (e: unknown): string =>
  typeof e === "object" && e !== null && typeof (e as { code?: unknown }).code === "string" ? (e as { code: string }).code : "";

/** Plain words for the file-system errors a data folder meets. */
export function fsProblem(e: unknown): string {
  switch (codeOf(e)) {
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "read-only file system";
    case "ENOSPC":
      return "no space left on the device";
    case "ENOTDIR":
      return "a part of the path is a file, not a folder";
    case "EISDIR":
      return "a folder where a file was expected";
    case "ELOOP":
      return "too many symbolic links";
    default:
      return codeOf(e) || (e instanceof Error ? e.message : String(e));
  }
}
