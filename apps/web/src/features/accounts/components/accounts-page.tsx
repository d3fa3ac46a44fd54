import { PageHeader } from '@/components/page-header.tsx';

/** Each of the user's groups as a shared account (being built). */
export function AccountsPage() {
  return <PageHeader title="Accounts" description="Your groups as shared accounts" />;
}
