import type { Ref } from "react";

interface Props {
  ref: Ref<HTMLInputElement>;
  accept: string;
  /** The file chosen; the input is emptied first, so choosing the same file again is a new choice. */
  onFile: (file: File) => void;
}

/** A file input out of sight and out of the tab order, opened by its button's `ref.current.click()`. */
export function HiddenFilePicker({ ref, accept, onFile }: Props) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) onFile(file);
      }}
    />
  );
}
