/**
 * The password rule (both sides: the forms say it as you type, the server enforces it): 8 to 32
 * characters, three of the four classes (upper, lower, digit, symbol), not containing the account.
 */
export type PasswordProblem = "length" | "classes" | "containsAccount";

const CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

export function passwordProblem(password: string, account: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < 8 || length > 32) return "length";
  if (CLASSES.filter((pattern) => pattern.test(password)).length < 3) return "classes";
  if (account.length > 0 && password.toLowerCase().includes(account.toLowerCase())) return "containsAccount";
  return null;
}
