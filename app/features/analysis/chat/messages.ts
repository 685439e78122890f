// The spec's texts of the Analytics Chat sub-tab (spec/analysis.md §2, §8). Safe for the browser.
export const CHAT_FAILURE = 'Sorry, I encountered an error analyzing the data. Please try again.';
export const NO_RESPONSES = 'No interview responses found to analyze';
