'use client';

/** A text input with its label, the required marker and its error message. */
export function FormField(props: {
  id: string;
  label: string;
  required: boolean;
  value: string;
  error?: string;
  autoComplete?: string;
  type?: string;
  inputMode?: 'numeric' | 'email';
  /** a hint under the label, read with the field */
  hint?: string;
  maxLength?: number;
  className?: string;
  onChange: (value: string) => void;
}) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${props.className ?? ''}`}>
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
        {props.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength ?? 80}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={`rounded-shop border px-3 py-2 ${props.error ? 'border-error' : 'border-border'}`}
      />
      {props.hint ? (
        <p id={hintId} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="text-sm font-semibold text-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
