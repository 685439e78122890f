import { formatDateTime } from '~/lib/format-date';

/** A moment shown with formatDateTime, with its exact ISO value for machines. */
export function DateTime({ value, className }: { value: Date | string | number; className?: string }) {
  return (
    <time dateTime={new Date(value).toISOString()} className={className}>
      {formatDateTime(value)}
    </time>
  );
}
