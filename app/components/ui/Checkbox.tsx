import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

import { FieldError } from './Field';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A checkbox in the brand's colour. `className` adds its size and place (`h-4 w-4` beside a label of its own line;
 * none inside a line of small text, where the browser's size matches the text).
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ className, ...props }, ref) {
  return <input ref={ref} type="checkbox" {...props} className={className ? `${className} accent-brand-600` : 'accent-brand-600'} />;
});

type CheckboxFieldProps = CheckboxProps & {
  /** The box's id and name; its hint is `{name}-hint` and its error `{name}-error`. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
};

/** A setting switched by a checkbox: the box, its label beside it, a hint under both, and the setting's error. */
export function CheckboxField({ name, label, hint, error, ...props }: CheckboxFieldProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={name}
          name={name}
          value="on"
          aria-describedby={hint ? `${name}-hint` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0"
          {...props}
        />
        <label htmlFor={name} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${name}-hint`} className="mt-1 pl-7 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}
