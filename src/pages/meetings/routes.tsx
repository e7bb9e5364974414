import type { ReactElement } from "react";
import { Route } from "react-router";
import { LazyPage, screen } from "../../components/LazyPage";
import { pageChunks } from "../../routing/page-chunks";

const ScheduleFormPage = screen(() => pageChunks.scheduleForm().then((m) => m.ScheduleFormPage));
const HostControlPage = screen(() => pageChunks.hostControl().then((m) => m.HostControlPage));

export const SCHEDULE_CREATE_PATH = "/home/schedule";
export const scheduleEditPath = (scheduleId: string) => `/home/schedule/${encodeURIComponent(scheduleId)}`;

/**
 * The schedule form's and the host's control view's routes under /home (login only, like /home itself). Call it as a function
 * inside <Routes>, as kitRoutes().
 */
export function meetingRoutes(): ReactElement[] {
  return [
    <Route
      key="schedule:create"
      path={SCHEDULE_CREATE_PATH}
      element={<LazyPage screen={ScheduleFormPage} />}
    />,
    <Route
      key="schedule:edit"
      path="/home/schedule/:scheduleId"
      element={<LazyPage screen={ScheduleFormPage} />}
    />,
    <Route key="control" path="/home/control/:meetingId" element={<LazyPage screen={HostControlPage} />} />,
  ];
}
