import {
  BridgeError,
  type BridgeServer,
  type Conference,
  type McuDriver,
} from "../../server/src/mcu/driver.ts";

/**
 * What every MCU driver must do, whatever bridge it speaks to: the suite each driver's test runs
 * (the simulator's, the Janus driver's, and a third driver's when one comes). A fixture gives the
 * driver, a server that answers, one that does not, and (when the bridge can be asked) whether a
 * conference is there.
 */
export interface DriverFixture {
  driver: () => McuDriver;
  server: () => BridgeServer;
  /** A server of the same model that does not answer. */
  downServer: () => BridgeServer;
  /** Whether the bridge holds the conference (null: it cannot be asked). */
  exists?: (conference: Conference) => Promise<boolean>;
}

let numbers = 0;
const spec = (meetingId: string) => ({
  meetingId,
  name: `Contract ${meetingId}`,
  number: String(81_000_000 + process.pid * 100 + ++numbers),
  password: "4321",
  layout: "AUTO" as const,
  mode: "DISCUSSION" as const,
  endAt: Date.now() + 3_600_000,
  capacity: 8,
  joinMute: false,
});

const failure = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BridgeError);
  return (error as BridgeError).failure;
};

export function driverContract(name: string, fixture: DriverFixture): void {
  describe(`the MCU driver contract: ${name}`, () => {
    let driver: McuDriver;
    beforeAll(() => {
      driver = fixture.driver();
    });

    const started = async (meetingId: string): Promise<Conference> => {
      const server = fixture.server();
      const ref = await driver.start(server, spec(meetingId));
      expect(typeof ref).toBe("string");
      expect(ref.length).toBeGreaterThan(0);
      return { server, ref, meetingId };
    };

    it("declares its capabilities: five yes-or-no answers", () => {
      const capabilities = driver.capabilities(fixture.server());
      expect(Object.keys(capabilities).sort()).toEqual(["dialOut", "layout", "move", "panes", "speakerMute"]);
      for (const value of Object.values(capabilities)) expect(typeof value).toBe("boolean");
    });

    it("starts a conference, takes the meeting-wide commands on it, and ends it", async () => {
      const conference = await started("contract-a");
      if (fixture.exists) expect(await fixture.exists(conference)).toBe(true);
      await driver.extend(conference, Date.now() + 7_200_000);
      await driver.lock(conference, true, []);
      await driver.lock(conference, false, []);
      await driver.setPassword(conference, "9876");
      await driver.muteAll(conference, false);
      await driver.muteAll(conference, true);
      await driver.showMessage(conference, { content: "hi", position: "TOP", durationSeconds: 10, count: 1 });
      expect(Array.isArray(await driver.observe(conference, observed(conference), 0, Date.now()))).toBe(true);
      await driver.end(conference);
      if (fixture.exists) expect(await fixture.exists(conference)).toBe(false);
    });

    it("refuses what it declares it cannot do, as UNSUPPORTED, and does what it declares it can", async () => {
      const conference = await started("contract-b");
      const can = driver.capabilities(conference.server);
      const outcome = async (call: () => Promise<unknown>) =>
        call().then(
          () => "done",
          (error: unknown) => (error instanceof BridgeError ? error.failure : "thrown"),
        );
      expect(await outcome(() => driver.setLayout(conference, "AUTO"))).toBe(
        can.layout ? "done" : "UNSUPPORTED",
      );
      expect(await outcome(() => driver.placePanes(conference, [null]))).toBe(
        can.panes ? "done" : "UNSUPPORTED",
      );
      const target = {
        participantId: "p1",
        name: "Room 1",
        address: "sip:room1@example.org",
        protocol: "SIP" as const,
        terminalStatus: "CONNECTED" as const,
        microphone: true,
      };
      expect(await outcome(() => driver.dial(conference, target))).toBe(can.dialOut ? "done" : "UNSUPPORTED");
      if (!can.move)
        expect(await outcome(() => driver.move(conference, "1", conference))).toBe("UNSUPPORTED");
      await driver.end(conference);
    });

    it("a server that does not answer: every call fails as UNREACHABLE", async () => {
      const server = fixture.downServer();
      expect(await failure(driver.start(server, spec("contract-c")))).toBe("UNREACHABLE");
      const conference = { server, ref: "81999999", meetingId: "contract-c" };
      expect(await failure(driver.end(conference))).toBe("UNREACHABLE");
      expect(await failure(driver.lock(conference, true, []))).toBe("UNREACHABLE");
    });
  });
}

const observed = (conference: Conference) => ({
  meetingId: conference.meetingId,
  mode: "DISCUSSION" as const,
  activeSpeakerId: null,
  participants: [],
});
