import { useHydrated } from '~/lib/use-hydrated';

/** Hidden fields that tell the action the post came from the live page (answer with data, not a redirect) and which tab sent it. */
export function ScriptFields({ tabId }: { tabId: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      <input type="hidden" name="js" value="1" />
      <input type="hidden" name="tabId" value={tabId} />
    </>
  );
}
