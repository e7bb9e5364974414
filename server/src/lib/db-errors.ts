/** Recognises PostgreSQL constraint violations through Drizzle's error wrapper. */
function pgCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === "23505";
export const isForeignKeyViolation = (error: unknown): boolean => pgCode(error) === "23503";
export const isExclusionViolation = (error: unknown): boolean => pgCode(error) === "23P01";

/** The name of the violated constraint or index, when the driver reports it. */
export function constraintOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
