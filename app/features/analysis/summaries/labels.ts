export const EXTRACTIVE_LABEL = 'Extractive summary (built-in)';
export const NO_REPORT_QUESTION_INSIGHTS = 'No report selected. Cannot generate question insights summary.';
export const NO_REPORT_BUSINESS_INSIGHTS = 'No report selected. Cannot generate business insights summary.';
