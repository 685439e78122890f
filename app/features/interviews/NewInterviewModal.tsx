import { Form, Link, useNavigate, useNavigation, useSearchParams } from '@remix-run/react';
import { useCallback } from 'react';
import { Modal } from '~/components/ui/Modal';

/** 'Create a new Interview': open while the URL says ?modal=new, so it works without JavaScript too. */
export function NewInterviewModal() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const close = useCallback(() => navigate('/dashboard', { preventScrollReset: true, replace: true }), [navigate]);
  if (params.get('modal') !== 'new') return null;
  const creating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create-manual';
  return (
    <Modal title="Create a new Interview" onClose={close} closeHref="/dashboard">
      <p className="mb-4 text-sm text-slate-600">Let AI draft the interview guide from your research goal, or start from an empty setup.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/create" className="rounded-lg border border-slate-200 p-4 text-left hover:border-brand-500 hover:bg-brand-50">
          <span className="block font-semibold text-slate-900">Create with AI</span>
          <span className="mt-1 block text-sm text-slate-600">Describe your goal; get a ready guide.</span>
        </Link>
        <Form method="post" action="/dashboard" className="contents">
          <input type="hidden" name="intent" value="create-manual" />
          <button type="submit" disabled={creating} className="rounded-lg border border-slate-200 p-4 text-left hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60">
            <span className="block font-semibold text-slate-900">{creating ? 'Creating...' : 'Set up manually'}</span>
            <span className="mt-1 block text-sm text-slate-600">Write the questions yourself.</span>
          </button>
        </Form>
      </div>
    </Modal>
  );
}
