import { useCallback, useEffect, useRef, useState } from "react";
import { doorScreensOps } from "#contract/operations/door-screens";
import { call } from "../../providers/http/call";
import {
  afterFailure,
  BOARD_KEY_STORAGE,
  type BoardScreen,
  PAIRING_POLL_MS,
  VIEW_POLL_MS,
  withCheckIn,
} from "./board-state";

const readKey = () => localStorage.getItem(BOARD_KEY_STORAGE);

/**
 * The board's life: without a key it shows a pairing code and asks every few seconds whether an
 * administrator entered it; with a key it reads the room's day every 30 s. A refused key (401)
 * starts pairing again; a failed read keeps the last day with a "reconnecting" mark.
 */
export interface BoardActions {
  /** The server's refusal in the board's language, or null when done. */
  checkIn: (meetingId: string) => Promise<string | null>;
  bookNow: (minutes: number) => Promise<string | null>;
}

export function useBoard(): { screen: BoardScreen } & BoardActions {
  const [screen, setScreen] = useState<BoardScreen>({ kind: "starting" });
  const [key, setKey] = useState<string | null>(readKey);
  const [reads, setReads] = useState(0);
  const screenRef = useRef(screen);
  screenRef.current = screen;

  const forget = useCallback(() => {
    localStorage.removeItem(BOARD_KEY_STORAGE);
    setKey(null);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` rises after a booking, to read the day again at once.
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    const read = async () => {
      const result = await call(doorScreensOps.view, {}, { silent: true, headers: { "device-key": key } });
      if (!live) return;
      if (result.ok) return setScreen({ kind: "room", view: result.data, reconnecting: false });
      const next = afterFailure(screenRef.current, result.status);
      if (next === "pair") forget();
      else setScreen(next);
    };
    void read();
    const timer = setInterval(() => void read(), VIEW_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [key, forget, reads]);

  useEffect(() => {
    if (key !== null) return undefined;
    let live = true;
    let secret: string | null = null;
    const start = async () => {
      const result = await call(doorScreensOps.startPairing, { body: {} }, { silent: true });
      if (!live || !result.ok) return;
      secret = result.data.secret;
      setScreen({ kind: "pairing", code: result.data.code });
    };
    const poll = async () => {
      if (secret === null) return start();
      const result = await call(
        doorScreensOps.pairingState,
        {},
        { silent: true, headers: { "pairing-secret": secret } },
      );
      if (!live) return;
      if (result.ok && result.data.key) {
        localStorage.setItem(BOARD_KEY_STORAGE, result.data.key);
        setKey(result.data.key);
      } else if (!result.ok && result.status === 404) secret = null;
    };
    void start();
    const timer = setInterval(() => void poll(), PAIRING_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [key]);

  /** One tap: the meeting checked in (shown at once), or the server's reason in the board's language. */
  const checkIn = useCallback(
    async (meetingId: string): Promise<string | null> => {
      if (key === null) return null;
      const result = await call(
        doorScreensOps.checkIn,
        { params: { id: meetingId } },
        { silent: true, headers: { "device-key": key } },
      );
      if (!result.ok) return result.message;
      setScreen((now) => withCheckIn(now, meetingId, result.data.checkedInAt));
      return null;
    },
    [key],
  );

  const bookNow = useCallback(
    async (minutes: number): Promise<string | null> => {
      if (key === null) return null;
      const result = await call(
        doorScreensOps.bookNow,
        { body: { minutes } },
        { silent: true, headers: { "device-key": key } },
      );
      if (!result.ok) return result.message;
      setReads((n) => n + 1);
      return null;
    },
    [key],
  );

  return { screen, checkIn, bookNow };
}
