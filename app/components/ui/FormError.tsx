import type { ReactNode } from 'react';

type FormErrorProps = {
  message?: ReactNode;
  id?: string;
  /** Red text in the flow of the form (a message beside a button or under a section), instead of a boxed alert. */
  inline?: boolean;
  /** Spacing and text size of an inline message; the colour is always the alert's. */
  className?: string;
  /** Kept in the page while empty, so a screen reader announces a message that appears later. */
  live?: boolean;
};

/** The message of a form or an action that failed, announced to assistive technology. */
export function FormError({ message, id, inline, className = 'text-sm', live }: FormErrorProps) {
  if (!message && !live) return null;
  return (
    <p
      id={id}
      role="alert"
      className={inline ? `${className} text-red-700`.trim() : 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700'}
    >
      {message || null}
    </p>
  );
}
