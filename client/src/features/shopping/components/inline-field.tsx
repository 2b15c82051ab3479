import { useRef, useState } from "react";

interface InlineFieldProps {
  label: string;
  /** What the field shows while nobody edits it (it follows live changes). */
  value: string;
  onCommit: (text: string) => void;
  inputMode?: "decimal" | "text";
  placeholder?: string;
  className?: string;
  multiline?: boolean;
}

/** An input that edits in place: Enter or leaving the field saves, Escape puts the value back. */
export function InlineField({ label, value, onCommit, inputMode = "text", placeholder, className, multiline }: InlineFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const cancelled = useRef(false);

  const commit = () => {
    const text = draft;
    setDraft(null);
    if (cancelled.current) {
      cancelled.current = false;
      return;
    }
    if (text !== null && text.trim() !== value.trim()) onCommit(text);
  };

  const props = {
    "aria-label": label,
    className: `input input--inline ${className ?? ""}`,
    value: draft ?? value,
    placeholder,
    onFocus: () => setDraft(value),
    onBlur: commit,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (event.key === "Escape") {
        cancelled.current = true;
        event.currentTarget.blur();
      } else if (event.key === "Enter" && !(multiline && event.shiftKey)) {
        event.preventDefault();
        event.currentTarget.blur();
      }
    },
  };
  return multiline ? <textarea rows={2} maxLength={500} {...props} /> : <input inputMode={inputMode} {...props} />;
}
