import { API_BASE_PATH, type Group } from '@budget/contract';
import { DatabaseBackupIcon, FileSpreadsheetIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';

/**
 * 'Export and backup' in the manage view: the group's transactions as CSV (the report export of
 * all time for this group) and the whole group as a JSON backup that 'Restore Backup' on the
 * groups list turns into a new group. Plain links: the browser downloads them with the session.
 */
export function GroupExportCard({ group }: { group: Group }) {
  const id = encodeURIComponent(group.id);
  return (
    <Card role="region" aria-labelledby="group-export-title">
      <CardHeader>
        <CardTitle id="group-export-title">Export and backup</CardTitle>
        <CardDescription>
          The transactions as a spreadsheet, or the whole group (categories, budgets and
          transactions) as a backup file that can be restored as a new group.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={`${API_BASE_PATH}/reports/export?groupIds=${id}`} download>
            <FileSpreadsheetIcon />
            Export transactions (CSV)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`${API_BASE_PATH}/groups/${id}/backup`} download>
            <DatabaseBackupIcon />
            Download backup
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
