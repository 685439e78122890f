import { redirect } from '@remix-run/node';

// Sign-up is closed during the beta: visitors ask for access instead.
export const loader = () => redirect('/?modal=beta');
