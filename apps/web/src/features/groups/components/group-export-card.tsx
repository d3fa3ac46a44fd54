import { API_BASE_PATH, type Group } from '@budget/contract';
import { DatabaseBackupIcon, FileSpreadsheetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('groups');
  const id = encodeURIComponent(group.id);
  return (
    <Card role="region" aria-labelledby="group-export-title">
      <CardHeader>
        <CardTitle id="group-export-title">{t('export.title')}</CardTitle>
        <CardDescription>{t('export.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={`${API_BASE_PATH}/reports/export?groupIds=${id}`} download>
            <FileSpreadsheetIcon />
            {t('export.csv')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`${API_BASE_PATH}/groups/${id}/backup`} download>
            <DatabaseBackupIcon />
            {t('export.backup')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
