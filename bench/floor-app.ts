// The floor: a bare Fastify route (no auth, no envelope, no schema) that reads one indexed page of
// 20 rooms and their count from the server's own database, run as a process of its own like the
// server. Env: FLOOR_PORT, FLOOR_DATABASE (a connection string, or node-postgres settings as JSON).
import Fastify from "fastify";
import pg from "pg";

// The server's pool size (server/src/db/database.ts), so that both wait on the database alike.
const POOL_SIZE = 10;

const PAGE_SQL = `SELECT id, name, code, location_id, dept_id, capacity, type, equipment, enabled, remark,
  created_at, updated_at FROM rooms ORDER BY name, id LIMIT 20`;
const COUNT_SQL = "SELECT count(*)::int AS total FROM rooms";

function connection(raw: string): pg.PoolConfig {
  return raw.trim().startsWith("{") ? (JSON.parse(raw) as pg.PoolConfig) : { connectionString: raw };
}

const pool = new pg.Pool({ ...connection(process.env.FLOOR_DATABASE ?? ""), max: POOL_SIZE });
pool.on("error", () => {});

const app = Fastify({ logger: false });
app.get("/rooms", async () => {
  const [page, count] = await Promise.all([pool.query(PAGE_SQL), pool.query(COUNT_SQL)]);
  return { records: page.rows, total: count.rows[0].total };
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());

await pool.query("SELECT 1");
await app.listen({ port: Number(process.env.FLOOR_PORT), host: "127.0.0.1" });
process.stdout.write("floor ready\n");
