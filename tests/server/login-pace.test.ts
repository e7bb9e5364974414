import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../server/src/db/schema.ts";
import { noticeOutbox } from "../../server/src/db/schema-notice.ts";
import { envelopeOf, loginAs, makeApp, OPERATOR, tryLogin } from "./helpers.ts";

/**
 * Guesses at one account spread over many addresses (each under the per-address limits) are paced
 * over the account: the later ones wait for their turn or are refused, the owner is told once, and
 * the owner still signs in from an address they used before.
 */
const TOKEN = "metrics-token-for-login-pace";
let app: FastifyInstance;

beforeAll(async () => {
  app = await makeApp({ config: { trustProxy: true, metricsToken: TOKEN } });
  await app.ctx.db.update(users).set({ email: "operator@example.com" }).where(eq(users.account, "operator"));
  // The owner's usual address: a session from 127.0.0.1.
  await loginAs(app, ...OPERATOR);
}, 60_000);
afterAll(() => app?.close());

/** POST /login as a client at `forwardedFor` behind the trusted proxy; with its answer's time. */
async function attempt(password: string, forwardedFor: string | null, language: "zh-CN" | "en-US" = "en-US") {
  const started = performance.now();
  const response = await tryLogin(app, OPERATOR[0], password, {
    language,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  return { response, ms: performance.now() - started };
}

const refusals = async () => {
  const metrics = await app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return Number(/login_limiter_refusals_total (\d+)/.exec(metrics.body)?.[1] ?? 0);
};

describe("an account's pace over all addresses", () => {
  it("slows 30 parallel wrong passwords from 30 addresses, tells the owner once, and lets the owner in", async () => {
    const before = await refusals();
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt("Wrong@123", `10.9.${i}.1`, i % 2 ? "zh-CN" : "en-US")),
    );
    const checked = tries.filter((t) => t.response.statusCode === 400);
    const paced = tries.filter((t) => t.response.statusCode === 429);
    // Not all checked at full speed: some refused outright, some held for their turn.
    expect(paced.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThan(30);
    expect(checked.filter((t) => t.ms >= 900).length).toBeGreaterThan(0);
    expect(Number(paced[0]!.response.headers["retry-after"])).toBeGreaterThan(0);
    const messages = paced.map((t) => envelopeOf(t.response).message);
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^This account has had many failed sign-ins and is slowed down; please try again in \d+ seconds$/,
      ),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^该账号近期登录失败次数过多，已放慢登录速度，请在 \d+ 秒后重试$/),
    );
    expect(await refusals()).toBeGreaterThanOrEqual(before + paced.length);

    const mails = await app.ctx.db
      .select({ recipient: noticeOutbox.recipient, subject: noticeOutbox.subject, body: noticeOutbox.body })
      .from(noticeOutbox)
      .where(eq(noticeOutbox.recipient, "operator@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("账号 operator 登录失败次数异常");
    expect(mails[0]!.body).toMatch(/个地址以错误的密码尝试登录您的账号 operator/);

    // More guesses keep being paced, but the owner's usual address gets in at once.
    const more = await Promise.all(Array.from({ length: 5 }, (_, i) => attempt("Wrong@123", `10.8.${i}.1`)));
    expect(more.every((t) => t.response.statusCode === 429 || t.ms >= 900)).toBe(true);
    // A client cannot claim the owner's address: the proxy appends the real one, which counts.
    const claimed = await attempt("Wrong@123", "127.0.0.1, 10.7.0.1");
    expect(claimed.response.statusCode === 429 || claimed.ms >= 900).toBe(true);
    const owner = await attempt(OPERATOR[1], null);
    expect(owner.response.statusCode).toBe(200);
    expect(owner.ms).toBeLessThan(900);
    const [told] = await app.ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(noticeOutbox)
      .where(eq(noticeOutbox.recipient, "operator@example.com"));
    expect(told!.count).toBe(1);
  }, 60_000);
});
