// The landing page's copy in one place, so sections stay layout and the words can be reviewed together.

export const CONTACT_EMAIL = 'hello@qualia.example';

export const stats = [
  { value: '10x', label: 'more qualitative inputs', detail: 'One-to-one conversations with every respondent, not ten people in a room.' },
  { value: '-80%', label: 'time', detail: 'From research brief to coded findings in days instead of weeks.' },
  { value: '-60%', label: 'cost', detail: 'No moderator hours, no transcription, no manual coding.' },
] as const;

export type OfferId = 'focus-group' | 'blitzqual' | 'trendradar' | 'qual-360';

export type Offer = {
  id: OfferId;
  name: string;
  tagline: string;
  interviews: string;
  turnaround: string;
  description: string;
  bestFor: string[];
};

export const offers: Offer[] = [
  {
    id: 'focus-group',
    name: 'AI focus group',
    tagline: 'Focus-group insight without the groupthink',
    interviews: 'Up to 50 interviews',
    turnaround: 'About 2 days',
    description:
      'Recruit a tightly defined audience and let the AI interviewer talk to each person one to one. It follows your guide, asks why, and probes vague answers, so quiet voices count as much as loud ones.',
    bestFor: ['Concept and pack tests', 'Message and claim testing', 'Early product feedback'],
  },
  {
    id: 'blitzqual',
    name: 'BlitzQual',
    tagline: 'A qualitative sprint for decisions due this week',
    interviews: 'Up to 100 interviews',
    turnaround: 'About 1 day',
    description:
      'A short guide drafted from your research goal, up to a hundred chat interviews overnight, and a coded summary of what people said and why by the next morning.',
    bestFor: ['Go / no-go checks', 'Campaign pre-tests', 'Fast reactions to a competitor move'],
  },
  {
    id: 'trendradar',
    name: 'TrendRadar',
    tagline: 'Spot emerging needs before they reach your tracker',
    interviews: '100+ interviews',
    turnaround: 'About 10 days',
    description:
      'Open-ended conversations across a broad sample, coded into themes that surface new behaviours, unmet needs and the words consumers use for them.',
    bestFor: ['Innovation pipelines', 'Category and trend scans', 'Finding white space'],
  },
  {
    id: 'qual-360',
    name: 'Qual 360',
    tagline: 'In-depth interviews at the scale of a survey',
    interviews: '100 to 1000+ interviews',
    turnaround: '4 weeks',
    description:
      'A full programme across segments, markets and languages: interviews as deep as a one-hour IDI, with segment-level reporting and every theme traced back to verbatim quotes.',
    bestFor: ['Segmentation deep dives', 'Multi-market studies', 'Customer journey and churn research'],
  },
];

export const comparisonCriteria = ['Speed', 'Specific audience', 'Report tailoring', 'Idea sourcing', 'Depth'] as const;
export type Criterion = (typeof comparisonCriteria)[number];

/** Scores from 0 (not what this format is for) to 4 (its strongest point). */
export const comparisonScores: Record<OfferId, Record<Criterion, number>> = {
  'focus-group': { Speed: 3, 'Specific audience': 4, 'Report tailoring': 3, 'Idea sourcing': 2, Depth: 3 },
  blitzqual: { Speed: 4, 'Specific audience': 2, 'Report tailoring': 1, 'Idea sourcing': 3, Depth: 2 },
  trendradar: { Speed: 2, 'Specific audience': 3, 'Report tailoring': 3, 'Idea sourcing': 4, Depth: 3 },
  'qual-360': { Speed: 1, 'Specific audience': 4, 'Report tailoring': 4, 'Idea sourcing': 4, Depth: 4 },
};

export const MAX_SCORE = 4;

export const benefits = [
  {
    title: 'Depth at survey scale',
    body: 'Every respondent gets a real conversation. The AI interviewer follows up on short or vague answers, so you read the reasons behind a choice, not just the choice.',
  },
  {
    title: 'Findings in days, not months',
    body: 'Describe your research goal and get a ready interview guide in minutes. Fieldwork runs around the clock, and answers are coded into topics as they arrive.',
  },
  {
    title: 'Evidence you can trace',
    body: 'Every theme links to the verbatim quotes behind it and every quote to its transcript. Export transcripts and reports to Word, Excel or CSV for your own decks.',
  },
] as const;

export const useCases = [
  {
    title: 'Concept and product testing',
    body: 'Put early ideas, packs and prototypes in front of your target buyers and learn what excites them, what confuses them and what would make them switch.',
  },
  {
    title: 'Brand and message testing',
    body: 'Hear how people retell your claims in their own words, which benefits land and which phrases make them sceptical, before the media budget is spent.',
  },
  {
    title: 'Customer experience and churn',
    body: 'Talk to recent buyers and lapsed customers at scale to map the moments that build loyalty and the frictions that push people away.',
  },
  {
    title: 'Innovation and trend discovery',
    body: 'Run open conversations across a broad sample to surface unmet needs and emerging habits, then size them with the themes and quotes behind them.',
  },
] as const;

export const faqs = [
  {
    question: 'Can Qualia work with our panel provider?',
    answer:
      'Yes. Every interview has a public link, and you can create individual links for named respondents, so any panel or recruitment partner that can send people to a URL works with Qualia. During the beta we help you set up the hand-off with your provider.',
  },
  {
    question: 'How do you keep our data secure?',
    answer:
      'Interview data is encrypted in transit and at rest, visible only to your team, and never shared with third parties. Your data and your respondents’ answers are never used to train AI models. Teams with strict requirements can run Qualia on their own infrastructure.',
  },
  {
    question: 'Which industries do you work with?',
    answer:
      'Any team that needs to understand consumers: FMCG and food, retail and e-commerce, financial services, telecoms, media, travel and consumer technology, as well as the research agencies that serve them.',
  },
  {
    question: 'How good are AI-led interviews compared with a human moderator?',
    answer:
      'The interviewer sticks to your guide, asks follow-up questions when an answer is thin and never gets tired by the fiftieth conversation. Each reply is chosen from several drafts, a quality check flags short or off-topic dialogs, and you can read every transcript yourself.',
  },
  {
    question: 'Can we interview people in several languages?',
    answer:
      'Yes. Interviews run in English, Spanish, French, German, Russian, Chinese, Japanese and Uzbek, and respondents see the whole interview page in the language you choose. Findings are reported together so markets can be compared side by side.',
  },
] as const;
