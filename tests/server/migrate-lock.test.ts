import { inject } from "vitest";
import { openPostgres } from "../../server/src/db/database.ts";
import { migrate, readMigrations } from "../../server/src/db/migrate.ts";
import { adminQuery, databaseName, dropDatabase } from "./test-postgres.ts";

/** Two instances starting together on one empty database: one applies every migration, once. */
const postgres = () => inject("testPostgres");

describe("migrations", () => {
  it("are applied once when several instances migrate an empty database at the same moment", async () => {
    const name = databaseName("migrate");
    await adminQuery(postgres().admin, `CREATE DATABASE ${name}`);
    const instances = await Promise.all(
      [1, 2, 3].map(() => openPostgres({ ...postgres().admin, database: name })),
    );
    try {
      const applied = await Promise.all(instances.map((instance) => migrate(instance.db)));
      const tags = readMigrations().map((migration) => migration.tag);
      expect(applied.flat().sort()).toEqual([...tags].sort());
      expect(applied.filter((list) => list.length > 0)).toHaveLength(1);
      expect(await Promise.all(instances.map((instance) => migrate(instance.db)))).toEqual([[], [], []]);
    } finally {
      for (const instance of instances) await instance.close();
      await dropDatabase(postgres(), name);
    }
  }, 60_000);
});
