import { TabNav } from '~/components/ui/TabNav';

const TABS = [
  { to: '', label: 'Setup', end: true },
  { to: 'recruit', label: 'Recruit' },
  { to: 'respondents', label: 'AI Respondents' },
  { to: 'participants', label: 'Participants and Interviews' },
  { to: 'analysis', label: 'Analysis' },
];

export function SetupTabs({ interviewId }: { interviewId: string }) {
  const base = `/interview/setup/${interviewId}`;
  return <TabNav label="Interview sections" tabs={TABS.map((tab) => ({ ...tab, to: tab.to ? `${base}/${tab.to}` : base }))} />;
}
