import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import "./shell/shell.css";
import "./shell/console-frame.css";
import { startConsoleLoads } from "./performance/prefetch/deep-link";
import { startLoginReads } from "./performance/prefetch/login-reads";
import { Shell } from "./shell/Shell";

startLoginReads(window.location.pathname);
startConsoleLoads(window.location.pathname, window.location.search);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  </StrictMode>,
);
