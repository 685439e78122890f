import { ConsentDeclinedScreen, ConsentScreen } from '~/features/consent/ConsentScreen';
import { PanelReturnLink } from '~/features/recruit/RecruitScreens';

import type { ConsentStage } from './consent-step.server';

/** The consent screen before the interview, or the polite end after "I do not agree" (with the panel's way back). */
export function ConsentStep({
  stage,
  formAction,
  title,
  error,
}: {
  stage: ConsentStage;
  formAction: string;
  title: string | null;
  error: string | null;
}) {
  if (stage.kind === 'ask') return <ConsentScreen screen={stage.screen} formAction={formAction} title={title} error={error} />;
  return (
    <ConsentDeclinedScreen message={stage.message} title={title}>
      {stage.panelReturn && <PanelReturnLink panelReturn={stage.panelReturn} chrome={stage.chrome} follow="script" />}
    </ConsentDeclinedScreen>
  );
}
