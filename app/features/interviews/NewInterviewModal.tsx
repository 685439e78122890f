import { Form, Link, useNavigate, useNavigation, useSearchParams } from '@remix-run/react';
import { useCallback } from 'react';

import { Modal } from '~/components/ui/Modal';

import { INTERVIEW_CAP_MESSAGE } from './interview-cap';

/**
 * 'Create a new Interview': open while the URL says ?modal=new, so it works without JavaScript too. At the interview
 * cap both ways are disabled and the reason is said first.
 */
export function NewInterviewModal({ atCap = false }: { atCap?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const close = useCallback(() => navigate('/dashboard', { preventScrollReset: true, replace: true }), [navigate]);
  if (params.get('modal') !== 'new') return null;
  const creating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create-manual';
  return (
    <Modal title="Create a new Interview" onClose={close} closeHref="/dashboard">
      <p className="mb-4 text-sm text-slate-600">Let AI draft the interview guide from your research goal, or start from an empty setup.</p>
      {atCap && (
        <p id="new-interview-cap" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {INTERVIEW_CAP_MESSAGE}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {atCap ? (
          <button
            type="button"
            disabled
            aria-describedby="new-interview-cap"
            className="rounded-lg border border-slate-200 p-4 text-left opacity-60"
          >
            <span className="block font-semibold text-slate-900">Create with AI</span>
            <span className="mt-1 block text-sm text-slate-600">Describe your goal; get a ready guide.</span>
          </button>
        ) : (
          <Link to="/create" className="rounded-lg border border-slate-200 p-4 text-left hover:border-brand-500 hover:bg-brand-50">
            <span className="block font-semibold text-slate-900">Create with AI</span>
            <span className="mt-1 block text-sm text-slate-600">Describe your goal; get a ready guide.</span>
          </Link>
        )}
        <Form method="post" action="/dashboard" className="contents">
          <input type="hidden" name="intent" value="create-manual" />
          <button
            type="submit"
            disabled={creating || atCap}
            aria-describedby={atCap ? 'new-interview-cap' : undefined}
            className="rounded-lg border border-slate-200 p-4 text-left hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-200 disabled:hover:bg-transparent"
          >
            <span className="block font-semibold text-slate-900">{creating ? 'Creating...' : 'Set up manually'}</span>
            <span className="mt-1 block text-sm text-slate-600">Write the questions yourself.</span>
          </button>
        </Form>
      </div>
    </Modal>
  );
}
