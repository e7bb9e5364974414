import type { Input, Switch } from "antd";
import { createContext, useContext } from "react";

/**
 * The controls only a form shows (a filter bar never does): given by the form's fields
 * (FormFields) so that a list, whose filter bar renders the same FieldInput, does not download them.
 */
export interface FormControls {
  TextArea: typeof Input.TextArea;
  Password: typeof Input.Password;
  Switch: typeof Switch;
}

export const FormControlsContext = createContext<FormControls | null>(null);

export const useFormControls = () => useContext(FormControlsContext);
