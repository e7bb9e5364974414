import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import "./shell/shell.css";
import "./shell/console-frame.css";
import { startConsoleLoads } from "./shell/deep-link";
import { startLoginReads } from "./shell/login-prefetch";
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
