import { useEffect, useState } from 'react';

export type ToastMessage = { text: string; id: number };

/** Shows each message for 3 seconds; red when it speaks of an error, green otherwise. */
export function Toast({ message }: { message: ToastMessage | null }) {
  const [visible, setVisible] = useState<ToastMessage | null>(message);
  useEffect(() => {
    setVisible(message);
    if (!message) return;
    const timer = setTimeout(() => setVisible(null), 3000);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {visible && (
        <p
          className={`pointer-events-auto rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${/error/i.test(visible.text) ? 'bg-red-600' : 'bg-green-600'}`}
        >
          {visible.text}
        </p>
      )}
    </div>
  );
}
