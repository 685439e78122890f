import type { SerializeFrom } from '@remix-run/node';
import { Form, useNavigate, useNavigation } from '@remix-run/react';
import { useCallback } from 'react';

import { ConfirmButtons } from '~/components/ui/ConfirmButtons';
import { Modal } from '~/components/ui/Modal';

import type { PendingRerun } from './rerun-confirm.server';

/**
 * The confirmation in front of a run that replaces results: what it replaces, and the researcher's work it keeps,
 * counted. Its form posts the run's own fields again, confirmed; Cancel goes back to the page.
 */
export function RerunConfirm({ rerun }: { rerun: SerializeFrom<PendingRerun> | null }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const cancelHref = rerun?.cancelHref ?? '';
  const close = useCallback(() => navigate(cancelHref, { replace: true, preventScrollReset: true }), [navigate, cancelHref]);
  if (!rerun) return null;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('confirmed') === '1';
  return (
    <Modal title={rerun.title} onClose={close} closeHref={rerun.cancelHref}>
      <Form method="post" preventScrollReset className="space-y-4">
        <input type="hidden" name="intent" value={rerun.intent} />
        <input type="hidden" name="confirmed" value="1" />
        {rerun.fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-sm text-slate-700">{rerun.replaces}</p>
        <p className="rounded-md bg-violet-50 px-3 py-2 text-sm font-medium text-violet-900 ring-1 ring-violet-200" data-kept-work>
          {rerun.kept ?? 'Nothing you edited or voted on is affected.'}
        </p>
        {rerun.kept && <p className="text-sm text-slate-600">{rerun.carriedOver}</p>}
        <div className="flex flex-wrap justify-end gap-2">
          <ConfirmButtons
            closeHref={rerun.cancelHref}
            onCancel={close}
            busy={busy}
            confirmLabel={rerun.confirmLabel}
            busyLabel="Starting..."
            tone="primary"
          />
        </div>
      </Form>
    </Modal>
  );
}
