import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** An error message under the field; marks the input invalid. */
  error?: ReactNode;
  /** Something inside the field's right edge (e.g. a show-password button). */
  trailing?: ReactNode;
  id?: string;
}

/** A labelled input; hint and error are tied to it for screen readers. */
export function TextField({ label, hint, error, trailing, id, className, ...input }: TextFieldProps) {
  const auto = useId();
  const fid = id ?? auto;
  const describedBy = [hint && `${fid}-hint`, error && `${fid}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['tm-field', className].filter(Boolean).join(' ')}>
      <label className="tm-field__label" htmlFor={fid}>
        {label}
      </label>
      <div className="tm-field__control">
        <input
          id={fid}
          className="tm-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing && <span className="tm-field__trailing">{trailing}</span>}
      </div>
      {hint && (
        <p id={`${fid}-hint`} className="tm-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fid}-error`} className="tm-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
