import {
  createContext,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useContext,
  useId,
} from 'react';

import { FormError } from './FormError';

/**
 * `sm`: the researcher's screens; `base`: public and sign-in forms, at the page's text size (16 px, so phones do
 * not zoom in); `compact`: an inline edit inside a table row.
 */
export type ControlVariant = 'sm' | 'base' | 'compact';

const variants: Record<ControlVariant, string> = {
  sm: 'px-3 py-2 text-sm',
  base: 'px-3 py-2',
  compact: 'px-2 py-1',
};

/** The look of every text input, text area and select. */
export function controlClass(variant: ControlVariant = 'sm', extra = '') {
  return `block w-full rounded-md border border-slate-300 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500 ${variants[variant]} ${extra}`.trim();
}

type FieldWiring = { id: string; describedBy: string | undefined; invalid: boolean };

const FieldContext = createContext<FieldWiring | null>(null);

type FieldProps = {
  label: ReactNode;
  /** The control's id; one is made up when omitted. Its hint is `{id}-hint` and its error `{id}-error`. */
  id?: string;
  hint?: ReactNode;
  /** `warning` for a hint that tells of a problem the researcher may want to fix (amber). */
  hintTone?: 'muted' | 'warning';
  error?: string | null;
  /** Shown at the end of the label's line, such as a button that fills the control. */
  labelAction?: ReactNode;
  className?: string;
  /** One TextInput, TextArea or Select: it takes its id, aria-describedby and aria-invalid from the field. */
  children: ReactNode;
};

/** A label, one control, an optional hint and the field's error, wired together for assistive technology. */
export function Field({ label, id: givenId, hint, hintTone = 'muted', error, labelAction, className, children }: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <label htmlFor={id} className={`block text-sm font-medium text-slate-700${labelAction ? '' : ' mb-1'}`}>
      {label}
    </label>
  );
  return (
    <div className={className}>
      {labelAction ? (
        <div className="mb-1 flex items-end justify-between gap-3">
          {labelElement}
          {labelAction}
        </div>
      ) : (
        labelElement
      )}
      <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error) }}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className={`mt-1 text-xs ${hintTone === 'warning' ? 'text-amber-700' : 'text-slate-500'}`}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's own error, under its control; for controls that are not in a Field, such as a group of radios. */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  return <FormError id={id} message={message} inline className="mt-1 text-sm" />;
}

type ControlProps = { variant?: ControlVariant };

/** The wiring of the enclosing Field; what the caller passes wins. */
function useFieldWiring(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: InputHTMLAttributes<HTMLInputElement>['aria-invalid'];
}) {
  const field = useContext(FieldContext);
  return {
    id: props.id ?? field?.id,
    'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
    'aria-invalid': props['aria-invalid'] ?? field?.invalid,
  };
}

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & ControlProps>(function TextInput(
  { variant, className, ...props },
  ref,
) {
  return <input ref={ref} {...props} {...useFieldWiring(props)} className={controlClass(variant, className)} />;
});

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & ControlProps>(function TextArea(
  { variant, className, ...props },
  ref,
) {
  return <textarea ref={ref} {...props} {...useFieldWiring(props)} className={controlClass(variant, className)} />;
});

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & ControlProps>(function Select(
  { variant, className, ...props },
  ref,
) {
  return <select ref={ref} {...props} {...useFieldWiring(props)} className={controlClass(variant, className)} />;
});
