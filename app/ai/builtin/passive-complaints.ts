/**
 * A complaint said in the passive, the respondent as the one it was done to: "I've been stung twice by 24-month
 * contracts" → "What happened when you were stung by 24-month contracts?". The verbs are those of being badly treated
 * (stung, ripped off, overcharged, fobbed off …), read with what did it when the answer names it after "by". English
 * only: the other languages' follow-ups name no clause of theirs.
 */

type PassiveComplaint = { kind: 'complaint'; said: string; question: string };

const BADLY_TREATED = String.raw`(?:stung|burned|burnt|ripped off|overcharged|mis-sold|missold|fobbed off|messed about|messed around|mucked about|caught out|conned|scammed|let down|cut off|cold-called)`;
const PASSIVE = new RegExp(
  String.raw`(?<![\p{L}'])(?:i|we)(?:'ve| have|'d| had)? (?:been|got|was|were|get|gets)(?: (?:twice|once|again|badly|properly|really))? (${BADLY_TREATED})(?: (?:twice|once|again|before|badly))*((?: by(?: [\p{L}\d'-]+){1,4})?)`,
  'iu',
);
/** Where the agent ends: a preposition or conjunction starts something else ("by contracts with a price rise …"). */
const AGENT_END =
  /\s(?:by|with|and|but|so|because|which|that|who|where|when|while|until|then|though|although|or|if|for|in|on|at|every|each)\b.*$/iu;

/** An agent cut short must not end on an article or a preposition. */
const DANGLING = /^(?:by|a|an|the|my|our|your|his|her|their|of|to|from)$/iu;

export function englishPassiveComplaint(answer: string): PassiveComplaint | null {
  const m = PASSIVE.exec(answer);
  if (!m) return null;
  const agent = m[2]!.trim().replace(AGENT_END, '').split(' ');
  while (agent.length > 0 && DANGLING.test(agent.at(-1)!)) agent.pop();
  const verb = m[1]!.toLowerCase();
  const clause = agent.length > 1 ? `${verb} ${agent.join(' ')}` : verb;
  const said = `${m[0].slice(0, m[0].length - m[2]!.length)}${agent.length > 1 ? ` ${agent.join(' ')}` : ''}`;
  return { kind: 'complaint', said, question: `What happened when you were ${clause}?` };
}
