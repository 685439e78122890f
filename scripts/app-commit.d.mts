export function appCommit(): string;
