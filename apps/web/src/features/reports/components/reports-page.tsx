import { PageHeader } from '@/components/page-header.tsx';

/** Where the money went, and whether the household is on track (being built). */
export function ReportsPage() {
  return <PageHeader title="Reports" description="Where your money went" />;
}
