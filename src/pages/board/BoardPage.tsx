import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BoardMeeting, BoardView } from "#contract/door-screens";
import { BOOK_NOW_MINUTES, CHECK_IN_EARLY_MS } from "#contract/limits/door-screens";
import { currentLanguage, setLanguage, wantLocaleGroups } from "../../i18n";
import { isLanguage } from "../../i18n/language";
import { checkInTarget, clockTime, roomNow } from "./board-state";
import { type BoardActions, useBoard } from "./use-board";
import "./board.css";

/** /board: the kiosk page of a room board (door screen); public, without the console around it. */
export function BoardPage() {
  const { t } = useTranslation();
  const { screen, checkIn, bookNow } = useBoard();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    void wantLocaleGroups(["board"]).then(() => setReady(true));
  }, []);

  const language = screen.kind === "room" ? screen.view.language : null;
  useEffect(() => {
    if (language && isLanguage(language) && language !== currentLanguage()) void setLanguage(language);
  }, [language]);

  useEffect(() => {
    if (ready) document.title = t("board.title");
  }, [ready, t]);

  if (!ready || screen.kind === "starting") return <main className="board" aria-busy="true" />;
  if (screen.kind === "pairing") {
    return (
      <main className="board board-pairing">
        <h1>{t("board.pairTitle")}</h1>
        <p>
          <span className="board-code-label">{t("board.codeLabel")}</span>
          <span className="board-code" data-testid="board-code">
            {screen.code}
          </span>
        </p>
        <p>{t("board.pairHint")}</p>
      </main>
    );
  }
  return (
    <RoomDay view={screen.view} reconnecting={screen.reconnecting} checkIn={checkIn} bookNow={bookNow} />
  );
}

interface RoomDayProps extends BoardActions {
  view: BoardView;
  reconnecting: boolean;
}

function RoomDay({ view, reconnecting, checkIn, bookNow }: RoomDayProps) {
  const { t } = useTranslation();
  const [tick, setNow] = useState(() => Date.now());
  // A fresh read (after a booking) is at least as late as the server's clock when it answered.
  const now = Math.max(tick, view.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const { busy, current, later } = roomNow(view.meetings, now);
  const time = (at: number) => clockTime(at, view.timeZone, view.language);
  const topic = (m: BoardMeeting) => m.topic ?? t("board.private");
  return (
    <main className={`board ${busy ? "board-busy" : "board-free"}`}>
      <header className="board-head">
        <h1>{view.roomName}</h1>
        {reconnecting && (
          <p className="board-reconnecting" role="status">
            {t("board.reconnecting")}
          </p>
        )}
      </header>
      <section className="board-now" aria-live="polite">
        <p className="board-state">
          <span aria-hidden="true">{busy ? "●" : "○"}</span> {busy ? t("board.busy") : t("board.free")}
        </p>
        {current ? (
          <div className="board-current">
            <p className="board-topic">{topic(current)}</p>
            <p>{t("board.organiser", { name: current.organiser ?? "—" })}</p>
            <p>{t("board.until", { time: time(current.endAt) })}</p>
          </div>
        ) : (
          <p>{later[0] ? t("board.freeUntil", { time: time(later[0].startAt) }) : t("board.freeToday")}</p>
        )}
      </section>
      <CheckIn meetings={view.meetings} now={now} checkIn={checkIn} />
      {!busy && <BookNow bookNow={bookNow} />}
      <section className="board-later" aria-labelledby="board-later-title">
        <h2 id="board-later-title">{t("board.later")}</h2>
        {later.length === 0 ? (
          <p>{t("board.noMore")}</p>
        ) : (
          <ul>
            {later.map((m) => (
              <li key={m.id}>
                <span className="board-time">
                  {time(m.startAt)}–{time(m.endAt)}
                </span>{" "}
                {topic(m)} · {m.organiser ?? "—"}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function CheckIn({
  meetings,
  now,
  checkIn,
}: { meetings: readonly BoardMeeting[]; now: number } & Pick<RoomDayProps, "checkIn">) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const target = checkInTarget(meetings, now);
  const done = meetings.find(
    (m) => m.checkedInAt !== null && m.startAt <= now + CHECK_IN_EARLY_MS && now < m.endAt,
  );
  if (!target) return done ? <p className="board-checked-in">✓ {t("board.checkedIn")}</p> : null;
  return (
    <section className="board-check-in">
      <button type="button" onClick={() => void checkIn(target.id).then(setRefusal)}>
        {t("board.checkIn")}
      </button>
      {refusal && <p role="alert">{refusal}</p>}
    </section>
  );
}

/** On a free room: book it now for 15, 30 or 60 minutes (the server cuts it at the next booking). */
function BookNow({ bookNow }: Pick<BoardActions, "bookNow">) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <section className="board-book-now" aria-labelledby="board-book-now-title">
      <h2 id="board-book-now-title">{t("board.bookNow")}</h2>
      {BOOK_NOW_MINUTES.map((minutes) => (
        <button key={minutes} type="button" onClick={() => void bookNow(minutes).then(setRefusal)}>
          {t("board.minutes", { count: minutes })}
        </button>
      ))}
      {refusal && <p role="alert">{refusal}</p>}
    </section>
  );
}
