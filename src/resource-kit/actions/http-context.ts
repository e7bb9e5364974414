/** The HTTP client custom actions call: the app's own, or a test's (the data provider takes its client the same way). */
import { createContext, useContext } from "react";
import { type HttpClient, http } from "../../providers/http/client";

export const ActionHttpContext = createContext<HttpClient>(http);

export function useActionHttp(): HttpClient {
  return useContext(ActionHttpContext);
}
