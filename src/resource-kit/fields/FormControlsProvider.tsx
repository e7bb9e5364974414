import { Input, Switch } from "antd";
import type { ReactNode } from "react";
import { type FormControls, FormControlsContext } from "./form-controls";

const CONTROLS: FormControls = { TextArea: Input.TextArea, Password: Input.Password, Switch };

/** antd's text area, password input and switch, for the FieldInputs of a form. */
export function FormControlsProvider({ children }: { children: ReactNode }) {
  return <FormControlsContext.Provider value={CONTROLS}>{children}</FormControlsContext.Provider>;
}
